import {
  type AcceptInvitationBody,
  CompanyInvitationListSchema,
  CompanyInvitationSchema,
  CompanyMemberListSchema,
  CompanyMemberSchema,
  CompanySchema,
  CompanySessionSchema,
  InvitationPreviewSchema,
  type InviteMemberBody,
  MyCompanyListSchema,
  type UpdateCompanyBody,
  type UpdateMemberBody,
} from '@caravanserai/contracts/companies'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the company the session acts for (docs/decisions/056-companies-are-the-buyer.md).
 * They belong to one person, so they carry the user id (docs/decisions/010); a switch of company
 * invalidates them all.
 */
export const companyKeys = {
  all: ['company'] as const,
  details: (userId: number) => ['company', userId, 'details'] as const,
  members: (userId: number) => ['company', userId, 'members'] as const,
  invitations: (userId: number) => ['company', userId, 'invitations'] as const,
  mine: (userId: number) => ['company', userId, 'mine'] as const,
}

export const companyQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: companyKeys.details(userId),
    // Quiet: the page shows a failure itself, with a retry, not by a toast.
    queryFn: ({ signal }) => api.get('/company/', { schema: CompanySchema, signal, quiet: true }),
    retry: false,
  })

export const membersQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: companyKeys.members(userId),
    queryFn: ({ signal }) => api.get('/company/members/', { schema: CompanyMemberListSchema, signal }),
  })

/** An owner's: the invitations waiting to be accepted. */
export const invitationsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: companyKeys.invitations(userId),
    queryFn: ({ signal }) =>
      api.get('/company/invitations/', { schema: CompanyInvitationListSchema, signal }),
  })

/** Every company the person belongs to, the session's marked current. */
export const myCompaniesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: companyKeys.mine(userId),
    queryFn: ({ signal }) => api.get('/company/mine/', { schema: MyCompanyListSchema, signal }),
  })

/** Only the changed details are sent; the answer is the whole company. */
export const updateCompany = (api: ApiClient, changes: Partial<UpdateCompanyBody>) =>
  api.patch('/company/', changes, { schema: CompanySchema, quiet: true })

/** 409 when it would leave the company without an owner. */
export const updateMember = (api: ApiClient, userId: number, changes: UpdateMemberBody) =>
  api.patch(`/company/members/${userId}/`, changes, { schema: CompanyMemberSchema, quiet: true })

/** An owner removes someone, or a member leaves; 409 for the last owner. */
export const removeMember = (api: ApiClient, userId: number) =>
  api.delete(`/company/members/${userId}/`, { quiet: true })

/** 409 when the address belongs to a member already; inviting again replaces the waiting one. */
export const inviteMember = (api: ApiClient, body: InviteMemberBody) =>
  api.post('/company/invitations/', body, { schema: CompanyInvitationSchema, quiet: true })

export const revokeInvitation = (api: ApiClient, id: number) =>
  api.delete(`/company/invitations/${id}/`, { quiet: true })

/** A new session acting for another of the person's companies; the caller stores it. */
export const switchCompany = (api: ApiClient, companyId: number) =>
  api.post('/company/switch/', { company_id: companyId }, { schema: CompanySessionSchema, quiet: true })

/** What the invitation page shows; 404 for a bad, used or expired link. */
export const checkInvitation = (api: ApiClient, token: string) =>
  api.get('/company/invitations/check/', {
    query: { token },
    anonymous: true,
    quiet: true,
    schema: InvitationPreviewSchema,
  })

/** Signed in, the token alone; otherwise a name and a password make the account. */
export const acceptInvitation = (api: ApiClient, body: AcceptInvitationBody) =>
  api.post('/company/invitations/accept/', body, { schema: CompanySessionSchema, quiet: true })

/** The invitation page's preview; a dead link is an answer to show, not to retry. */
export const invitationQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['company-invitation', token] as const,
    queryFn: () => checkInvitation(api, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
