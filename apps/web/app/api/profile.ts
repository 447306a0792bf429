import {
  type ChangePasswordBodySchema,
  type DeleteAccountBodySchema,
  DetailWithTokensSchema,
  type UpdateProfileBody,
  UserProfileSchema,
} from '@caravanserai/contracts/accounts'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the signed-in user's own profile (GET /accounts/users/{id}/ on the auth base). It
 * belongs to one person, so the key carries the user id (docs/decisions/010); nothing in it is
 * translated, so no language.
 */
export const profileKeys = {
  all: ['profile'] as const,
  of: (userId: number) => ['profile', userId] as const,
}

const profilePath = (userId: number) => `/accounts/users/${userId}/`

/** The profile: name, company, email and whether it is verified, and the staff role (null for a buyer). */
export const profileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: profileKeys.of(userId),
    queryFn: ({ signal }) => api.get(profilePath(userId), { auth: true, signal, schema: UserProfileSchema }),
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
