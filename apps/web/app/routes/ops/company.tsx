import { CompanyPage } from '../../features/ops/companies/company-page.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/company'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'company')

/** A company id that is not a positive whole number is no company: the page says so. */
function companyIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsCompany({ params }: Route.ComponentProps) {
  const id = companyIdOf(params.companyId)
  return <CompanyPage key={id} lang={useLang()} companyId={id} />
}
