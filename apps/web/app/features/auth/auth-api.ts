import {
  DetailResponseSchema,
  DetailWithTokensSchema,
  type RegisterBody,
  RegisterResponseSchema,
  TokenPairSchema,
  UserProfileSchema,
} from '@caravanserai/contracts/accounts'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

type ResetLink = { uid: string; token: string }

/**
 * The auth API calls (docs/product.md#account-calls). They go to the auth base and never carry a
 * Bearer token: they are a visitor's, and a stale token must not turn a refused password into a
 * session refresh.
 */
const VISITOR = { auth: true, anonymous: true } as const

export const authKeys = {
  resetLink: (link: ResetLink) => ['auth', 'reset-link', link.uid, link.token] as const,
}

export const login = (api: ApiClient, body: { email: string; password: string }) =>
  api.post('/accounts/token/', body, { ...VISITOR, schema: TokenPairSchema })

export const register = (api: ApiClient, body: RegisterBody) =>
  api.post('/accounts/register/', body, { ...VISITOR, schema: RegisterResponseSchema })

/** Verification signs the person in: the answer carries a fresh pair. */
export const verifyEmail = (api: ApiClient, link: ResetLink) =>
  api.post('/accounts/verify-email/', link, { ...VISITOR, schema: DetailWithTokensSchema })

export const requestPasswordReset = (api: ApiClient, email: string) =>
  api.post('/accounts/reset-password-link/', { email }, { ...VISITOR, schema: DetailResponseSchema })

export const resetPassword = (
  api: ApiClient,
  body: ResetLink & { password: string; confirm_password: string },
) => api.post('/accounts/reset-password/', body, { ...VISITOR, schema: DetailResponseSchema })

/**
 * The reset page checks its link before offering the form. Links are single-use, so the answer is
 * never reused from the cache on a later visit, and not re-asked while the form is in use (a check
 * racing the reset itself would call the spent link invalid).
 */
export const resetLinkQuery = (api: ApiClient, link: ResetLink) =>
  queryOptions({
    queryKey: authKeys.resetLink(link),
    queryFn: ({ signal }) =>
      api.post('/accounts/reset-password-link/validate/', link, {
        ...VISITOR,
        signal,
        schema: DetailResponseSchema,
      }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

/** The refresh token for a new pair (the server rotates it, docs/product.md#sessions). */
export const refreshSession = (api: ApiClient, refresh: string) =>
  api.post('/accounts/token/refresh/', { refresh }, { ...VISITOR, schema: TokenPairSchema })

/** Logout revokes the refresh token's family on the server; the answer is empty. */
export const revokeSession = (api: ApiClient, refresh: string) =>
  api.post('/accounts/logout/', { refresh }, VISITOR)

/** The signed-in user's own profile (GET /accounts/users/{id}/), which says whether they are staff. */
export const ownProfile = (api: ApiClient, userId: number, signal?: AbortSignal) =>
  api.get(`/accounts/users/${userId}/`, { auth: true, signal, schema: UserProfileSchema })
