import type { RegisterBody, TokenPair, UserProfile } from '@caravanserai/contracts/accounts'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

type Detail = { detail: string }
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
  api.post<TokenPair>('/accounts/token/', body, VISITOR)

export const register = (api: ApiClient, body: RegisterBody) =>
  api.post<TokenPair & { user: UserProfile }>('/accounts/register/', body, VISITOR)

/** Verification signs the person in when the answer carries tokens. */
export const verifyEmail = (api: ApiClient, link: ResetLink) =>
  api.post<Detail & Partial<TokenPair>>('/accounts/verify-email/', link, VISITOR)

export const requestPasswordReset = (api: ApiClient, email: string) =>
  api.post<Detail>('/accounts/reset-password-link/', { email }, VISITOR)

export const resetPassword = (
  api: ApiClient,
  body: ResetLink & { password: string; confirm_password: string },
) => api.post<Detail>('/accounts/reset-password/', body, VISITOR)

/**
 * The reset page checks its link before offering the form. Links are single-use, so the answer is
 * never reused from the cache on a later visit, and not re-asked while the form is in use (a check
 * racing the reset itself would call the spent link invalid).
 */
export const resetLinkQuery = (api: ApiClient, link: ResetLink) =>
  queryOptions({
    queryKey: authKeys.resetLink(link),
    queryFn: ({ signal }) =>
      api.post<Detail>('/accounts/reset-password-link/validate/', link, { ...VISITOR, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
