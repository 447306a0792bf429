import {
  DetailResponseSchema,
  DetailWithTokensSchema,
  type RegisterBody,
  RegisterResponseSchema,
  TokenPairSchema,
} from '@caravanserai/contracts/accounts'
import type { StaffInviteConfirmBody } from '@caravanserai/contracts/ops-staff'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

type ResetLink = { uid: string; token: string }

/**
 * The visitor's account calls (docs/product.md#account-calls). They go to the auth base and never
 * carry a Bearer token: a stale token must not turn a refused password into a session refresh.
 */
const VISITOR = { auth: true, anonymous: true } as const

export const accountKeys = {
  all: ['accounts'] as const,
  resetLink: (link: ResetLink) => ['accounts', 'reset-link', link.uid, link.token] as const,
}

export const login = (api: ApiClient, body: { email: string; password: string }) =>
  api.post('/accounts/token/', body, { ...VISITOR, schema: TokenPairSchema })

export const register = (api: ApiClient, body: RegisterBody) =>
  api.post('/accounts/register/', body, { ...VISITOR, schema: RegisterResponseSchema })

/** Verification signs the person in: the answer carries a fresh pair. */
export const verifyEmail = (api: ApiClient, link: ResetLink) =>
  api.post('/accounts/verify-email/', link, { ...VISITOR, schema: DetailWithTokensSchema })

/** A new verification link to the signed-in buyer's own address (the Bearer token says whose). */
export const resendVerification = (api: ApiClient) =>
  api.post('/accounts/resend-verification/', {}, { auth: true, schema: DetailResponseSchema })

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
    queryKey: accountKeys.resetLink(link),
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

/**
 * Accepts a staff invitation with its emailed link (docs/product.md#staff-and-roles): a visitor's
 * call, like the reset link's.
 */
export const acceptStaffInvitation = (api: ApiClient, body: StaffInviteConfirmBody) =>
  api.post('/accounts/staff-invite/confirm/', body, { ...VISITOR, schema: DetailResponseSchema })
