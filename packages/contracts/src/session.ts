import { z } from 'zod'

/** Browser storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  guestCart: 'cart',
  guestWishlist: 'wishlist',
  language: 'i18nextLng',
} as const

/** The user fields the storefront reads from the access token payload (SPEC §3). */
export const AccessTokenPayloadSchema = z.object({
  user_id: z.number().int(),
  name: z.string().default(''),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  exp: z.number().optional(),
})
export type AccessTokenPayload = z.infer<typeof AccessTokenPayloadSchema>
