import {
  type OpsCompaniesQuery,
  OpsCompanyListResponseSchema,
  OpsCompanySchema,
} from '@caravanserai/contracts/ops-companies'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the console's companies, under the console's prefix (keyed by the operator). */
export const companiesKeys = {
  all: (userId: number) => ['ops', userId, 'companies'] as const,
  list: (userId: number, query: OpsCompaniesQuery) => ['ops', userId, 'companies', 'list', query] as const,
  company: (userId: number, id: number) => ['ops', userId, 'companies', 'one', id] as const,
}

/** Companies order and change their people all day; what an operator sees goes stale quickly. */
const COMPANIES_STALE_MS = 15_000

export const companiesQuery = (api: ApiClient, userId: number, query: OpsCompaniesQuery) =>
  queryOptions({
    queryKey: companiesKeys.list(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/companies/', { schema: OpsCompanyListResponseSchema, query, signal }),
    staleTime: COMPANIES_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const companyQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: companiesKeys.company(userId, id),
    queryFn: ({ signal }) => api.get(`/ops/companies/${id}/`, { schema: OpsCompanySchema, signal }),
    staleTime: COMPANIES_STALE_MS,
  })
