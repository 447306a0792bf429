import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { CustomerList } from '../../features/ops/customers/customer-list.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/customers'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'customers')

export default function OpsCustomers() {
  return <CustomerList lang={useLang()} />
}
