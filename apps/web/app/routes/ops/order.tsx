import { ConversationPanel } from '../../features/conversation/conversation-panel.tsx'
import { useOperator } from '../../features/ops/console/ops-context.ts'
import { type OpsTitles, opsMeta } from '../../features/ops/console/ops-meta.ts'
import { OrderPage } from '../../features/ops/orders/order-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/order'

export const meta: Route.MetaFunction = ({ matches }) =>
  opsMeta(
    (matches.find((m) => m?.id === 'routes/ops/layout')?.data as { titles?: OpsTitles })?.titles,
    'order',
  )

/** An order id that is not a positive whole number is no order: the page says so. */
function orderIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsOrder({ params }: Route.ComponentProps) {
  const id = orderIdOf(params.orderId)
  const lang = useLang()
  const operator = useOperator()
  return (
    <OrderPage
      key={id}
      lang={lang}
      orderId={id}
      conversation={<ConversationPanel lang={lang} side="staff" userId={operator.id} orderId={id} />}
    />
  )
}
