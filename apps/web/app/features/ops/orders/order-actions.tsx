import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { type ReactNode, useEffect, useRef } from 'react'
import { formatDay } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { CancelForm } from './cancel-form.tsx'
import { CancellationPanel } from './cancellation-panel.tsx'
import { QuoteForm } from './quote-form.tsx'
import { ShipmentForm } from './shipment-form.tsx'

/**
 * What the operator can do now, as the API offers it (`available_actions`): quote, send goods in
 * shipments (docs/decisions/060-shipment-milestones.md), or
 * nothing but wait for the buyer (told when the quote has expired); below, a new quote while the
 * buyer has not approved, and the way out while there is one: decline a request, cancel an order. A cancelled order shows who ended it and why. When the status moves on (an
 * action here, a reload after a conflict), focus goes to the new state so nobody is left on a
 * vanished form.
 */
export function OrderActions({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const region = useRef<HTMLDivElement>(null)
  const shown = useRef(order.status)
  useEffect(() => {
    if (shown.current === order.status) return
    shown.current = order.status
    region.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [order.status])

  const actions = order.available_actions
  const wayOut = actions.includes('decline') ? 'decline' : actions.includes('cancel') ? 'cancel' : null
  let content: ReactNode
  if (order.status === 'cancelled') content = <CancellationPanel lang={lang} order={order} />
  else if (actions.includes('quote')) content = <QuoteForm lang={lang} order={order} />
  else if (actions.includes('ship') || order.status === 'processing')
    // Goods leave in one shipment or several; the form starts again from what remains after each.
    content = <ShipmentForm key={order.shipments.length} lang={lang} order={order} />
  else {
    content = (
      <section aria-labelledby="ops-next" className="rounded-lg bg-teal-50 p-5 ring-1 ring-teal-200">
        <h2 id="ops-next" tabIndex={-1} className="font-bold text-lg text-teal-950">
          {t('next.title')}
        </h2>
        <p className="mt-1 text-sm text-teal-950">
          {order.quote_expired && order.quote_valid_until
            ? t('next.quoteExpired', { date: formatDay(lang, order.quote_valid_until) })
            : t(`next.${order.status}`, { defaultValue: '' })}
        </p>
      </section>
    )
  }
  return (
    <div
      ref={region}
      className="space-y-6 [&_h2]:outline-none [&_h2]:focus-visible:outline-2 [&_h2]:focus-visible:outline-teal-700"
    >
      {content}
      {actions.includes('requote') ? (
        <QuoteForm key="requote" lang={lang} order={order} step="requote" />
      ) : null}
      {wayOut ? <CancelForm key={wayOut} lang={lang} order={order} action={wayOut} /> : null}
    </div>
  )
}
