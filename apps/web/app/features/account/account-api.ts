import {
  type ChangePasswordBodySchema,
  type DeleteAccountBodySchema,
  DetailResponseSchema,
  DetailWithTokensSchema,
  type UpdateProfileBody,
  UserProfileSchema,
} from '@caravanserai/contracts/accounts'
import {
  type CreateAddressBody,
  ShippingAddressListSchema,
  ShippingAddressSchema,
  type UpdateAddressBody,
} from '@caravanserai/contracts/addresses'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../../lib/api-client.ts'

/**
 * Query keys of the signed-in account. Each carries the user id: these answers belong to one
 * buyer, and a change of user must never show the previous one's data (docs/decisions/010).
 * Neither answer is translated, so the language is not part of the key.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: number) => ['account', userId, 'profile'] as const,
  addresses: (userId: number) => ['account', userId, 'addresses'] as const,
}

const profilePath = (userId: number) => `/accounts/users/${userId}/`
const ADDRESSES = '/customer/shipping-addresses/'

/** GET /accounts/users/{id}/ on the auth base. */
export const profileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => api.get(profilePath(userId), { auth: true, signal, schema: UserProfileSchema }),
  })

/** GET /customer/shipping-addresses/: the buyer's address book, defaults first. */
export const addressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.addresses(userId),
    queryFn: ({ signal }) => api.get(ADDRESSES, { signal, schema: ShippingAddressListSchema }),
  })

/** Only the changed details are sent; the answer is the whole profile. */
export const updateProfile = (api: ApiClient, userId: number, changes: Partial<UpdateProfileBody>) =>
  api.patch(profilePath(userId), changes, { auth: true, schema: UserProfileSchema })

/** The server ends every session and answers a fresh pair for this tab. */
export const changePassword = (api: ApiClient, body: z.input<typeof ChangePasswordBodySchema>) =>
  api.post('/accounts/change-password/', body, { auth: true, schema: DetailWithTokensSchema })

/** The account is anonymised; the answer is empty. */
export const deleteAccount = (api: ApiClient, body: z.input<typeof DeleteAccountBodySchema>) =>
  api.post('/accounts/delete-account/', body, { auth: true })

/** A new verification link to the signed-in buyer's own address (no email sent along). */
export const resendVerification = (api: ApiClient) =>
  api.post('/accounts/resend-verification/', {}, { auth: true, schema: DetailResponseSchema })

export const createAddress = (api: ApiClient, body: CreateAddressBody) =>
  api.post(ADDRESSES, body, { schema: ShippingAddressSchema })

export const updateAddress = (api: ApiClient, id: number, body: UpdateAddressBody) =>
  api.patch(`${ADDRESSES}${id}/`, body, { schema: ShippingAddressSchema })

export const deleteAddress = (api: ApiClient, id: number) => api.delete(`${ADDRESSES}${id}/`)
