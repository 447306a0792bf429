import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { switchCompany } from '../../api/company.ts'
import { useApi } from '../../lib/api.tsx'
import type { ApiClient } from '../../lib/api-client.ts'
import { storeSession } from '../../lib/session.ts'

/**
 * A session now acting for another company (docs/decisions/056-companies-are-the-buyer.md): every
 * answer cached for the last one (orders, addresses, the company) is dropped or fetched again.
 */
export async function actFor(
  queryClient: QueryClient,
  tokens: { access: string; refresh: string },
): Promise<void> {
  storeSession(tokens)
  queryClient.removeQueries({ type: 'inactive' })
  await queryClient.invalidateQueries()
}

/** Switches the session to `companyId`, a company the person belongs to. */
export function useSwitchCompany(): (companyId: number) => Promise<void> {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (companyId) => actFor(queryClient, await switchCompany(api, companyId))
}

/** The session for another of the person's companies, made before leaving this one. */
export async function sessionElsewhere(api: ApiClient, otherCompanyId: number | undefined) {
  return otherCompanyId === undefined ? null : switchCompany(api, otherCompanyId)
}
