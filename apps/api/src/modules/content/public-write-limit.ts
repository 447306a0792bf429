/**
 * Public writes (contact, newsletter) per client address: enough for a person who mistypes,
 * too few to use the forms as a mail cannon.
 */
export const PUBLIC_WRITE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const
