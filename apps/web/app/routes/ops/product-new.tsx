import { type OpsTitles, opsMeta } from '../../features/ops/console/ops-meta.ts'
import { ProductEditor } from '../../features/ops/products/product-editor.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/product-new'

export const meta: Route.MetaFunction = ({ matches }) =>
  opsMeta(
    (matches.find((m) => m?.id === 'routes/ops/layout')?.data as { titles?: OpsTitles })?.titles,
    'newProduct',
  )

export default function OpsNewProduct() {
  return <ProductEditor lang={useLang()} productId={null} />
}
