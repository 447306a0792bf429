import { z } from 'zod'

/** Browser storage keys (docs/product.md#browser-storage). */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  guestCart: 'cart',
  guestWishlist: 'wishlist',
  language: 'i18nextLng',
} as const

/**
 * The access token payload (docs/product.md#sessions): the user fields the storefront reads, and the
 * SimpleJWT claims; `sid` names the server session (docs/decisions/007).
 */
export const AccessTokenPayloadSchema = z.object({
  token_type: z.literal('access').optional(),
  user_id: z.number().int(),
  name: z.string().default(''),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  exp: z.number().optional(),
  iat: z.number().optional(),
  jti: z.string().optional(),
  sid: z.string().optional(),
})
export type AccessTokenPayload = z.infer<typeof AccessTokenPayloadSchema>
