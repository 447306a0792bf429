import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { SupplierEditor } from '../../features/ops/suppliers/supplier-editor.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/supplier'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'supplier')

/** A supplier id that is not a positive whole number is no supplier: the page says so. */
function supplierIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsSupplier({ params }: Route.ComponentProps) {
  const id = supplierIdOf(params.supplierId)
  return <SupplierEditor key={id} lang={useLang()} supplierId={id} />
}
