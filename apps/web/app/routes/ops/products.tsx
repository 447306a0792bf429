import { type OpsTitles, opsMeta } from '../../features/ops/console/ops-meta.ts'
import { ProductList } from '../../features/ops/products/product-list.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) =>
  opsMeta(
    (matches.find((m) => m?.id === 'routes/ops/layout')?.data as { titles?: OpsTitles })?.titles,
    'products',
  )

export default function OpsProducts() {
  return <ProductList lang={useLang()} />
}
