// A company's field lengths, apart from its schemas so the storefront's forms can show them without
// loading zod at first (docs/decisions/052-page-load.md).

/** Longest accepted text per field; the storefront's form names them in its messages. */
export const COMPANY_LIMITS = {
  legal_name: 300,
  tax_id: 64,
  registration_number: 64,
  legal_address: 500,
} as const
