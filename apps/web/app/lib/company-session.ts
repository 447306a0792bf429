import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { revokeSession } from '../api/accounts.ts'
import { switchCompany } from '../api/company.ts'
import { useApi } from './api.tsx'
import type { ApiClient } from './api-client.ts'
import { readRefreshToken, storeSession } from './session.ts'

/**
 * A session now acting for another company (docs/decisions/056-companies-are-the-buyer.md): a
 * switch, or an invitation accepted. The session it replaces ends on the server (it may have ended
 * already, when the person left its company), and every answer cached for the last company
 * (orders, addresses, the company) is dropped or fetched again.
 */
export async function actFor(
  api: ApiClient,
  queryClient: QueryClient,
  tokens: { access: string; refresh: string },
): Promise<void> {
  const previous = readRefreshToken()
  storeSession(tokens)
  if (previous) {
    revokeSession(api, previous).catch(() => {
      // Ended already, or unreachable: the family dies at its expiry either way.
    })
  }
  queryClient.removeQueries({ type: 'inactive' })
  await queryClient.invalidateQueries()
}

/**
 * Switches the session to `companyId`, a company the person belongs to: the account page's
 * switcher and the header's account menu.
 */
export function useSwitchCompany(): (companyId: number) => Promise<void> {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (companyId) => actFor(api, queryClient, await switchCompany(api, companyId))
}
