import { type OpsTitles, opsMeta } from '../../features/ops/console/ops-meta.ts'
import { ProductEditor } from '../../features/ops/products/product-editor.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/product'

export const meta: Route.MetaFunction = ({ matches }) =>
  opsMeta(
    (matches.find((m) => m?.id === 'routes/ops/layout')?.data as { titles?: OpsTitles })?.titles,
    'product',
  )

/** A product id that is not a positive whole number is no product: the page says so. */
function productIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsProduct({ params }: Route.ComponentProps) {
  const id = productIdOf(params.productId)
  return <ProductEditor key={id} lang={useLang()} productId={id} />
}
