import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { SupplierList } from '../../features/ops/suppliers/supplier-list.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/suppliers'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'suppliers')

export default function OpsSuppliers() {
  return <SupplierList lang={useLang()} />
}
