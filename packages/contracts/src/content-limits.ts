// The contact form's lengths, apart from its schema so the storefront's form can show them without
// loading zod at first (docs/decisions/052-page-load.md).

/** Longest accepted text per contact field; the web form names them in its messages. */
export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, message: 5000, company: 200 } as const
