import { switchCompany } from '../../api/company.ts'
import type { ApiClient } from '../../lib/api-client.ts'

/** The session for another of the person's companies, made before leaving this one. */
export async function sessionElsewhere(api: ApiClient, otherCompanyId: number | undefined) {
  return otherCompanyId === undefined ? null : switchCompany(api, otherCompanyId)
}
