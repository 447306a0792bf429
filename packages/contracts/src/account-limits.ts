// Password lengths, apart from the account schemas so the storefront's forms can show them without
// loading zod at first (docs/decisions/052-page-load.md).

/** 8 is the floor of the password rules (docs/product.md#registration); 128 keeps hashing cheap. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
