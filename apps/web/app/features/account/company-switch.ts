import { useQueryClient } from '@tanstack/react-query'
import { switchCompany } from '../../api/company.ts'
import { useApi } from '../../lib/api.tsx'
import type { ApiClient } from '../../lib/api-client.ts'
import { actFor } from '../../lib/company-session.ts'

/** Switches the session to `companyId`, a company the person belongs to. */
export function useSwitchCompany(): (companyId: number) => Promise<void> {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (companyId) => actFor(api, queryClient, await switchCompany(api, companyId))
}

/** The session for another of the person's companies, made before leaving this one. */
export async function sessionElsewhere(api: ApiClient, otherCompanyId: number | undefined) {
  return otherCompanyId === undefined ? null : switchCompany(api, otherCompanyId)
}
