import { CompanyList } from '../../features/ops/companies/company-list.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/companies'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'companies')

export default function OpsCompanies() {
  return <CompanyList lang={useLang()} />
}
