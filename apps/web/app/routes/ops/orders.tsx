import type { OpsTitles } from '../../features/ops/console/ops-meta.ts'
import { opsMeta } from '../../features/ops/console/ops-meta.ts'
import { OrderQueue } from '../../features/ops/orders/order-queue.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) =>
  opsMeta(
    (matches.find((m) => m?.id === 'routes/ops/layout')?.data as { titles?: OpsTitles })?.titles,
    'orders',
  )

export default function OpsOrders() {
  return <OrderQueue lang={useLang()} />
}
