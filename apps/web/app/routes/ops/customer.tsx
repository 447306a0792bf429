import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { CustomerPage } from '../../features/ops/customers/customer-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/customer'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'customer')

/** A customer id that is not a positive whole number is no customer: the page says so. */
function customerIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsCustomer({ params }: Route.ComponentProps) {
  const id = customerIdOf(params.customerId)
  return <CustomerPage key={id} lang={useLang()} customerId={id} />
}
