import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { CircleX } from 'lucide-react'
import { formatDate } from '../../lib/format.ts'
import { formatIn } from '../../lib/money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A cancelled order's notice (docs/decisions/041-ways-out-of-an-order.md): who ended it and
 * when, the reason in the words it was written in, and what becomes of money received: the sales
 * team returns it by bank transfer.
 */
export function OrderCancellation({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  const cancellation = order.cancellation
  if (order.status !== 'cancelled' || !cancellation) return null
  const date = order.cancelled_at ? formatDate(lang, order.cancelled_at, { dateStyle: 'long' }) : ''
  const who = cancellation.declined ? 'declined' : cancellation.by
  return (
    <section
      aria-labelledby="order-cancelled"
      className="space-y-3 rounded-xl bg-rose-50 p-5 text-rose-950 ring-1 ring-rose-200"
    >
      <h2 id="order-cancelled" className="flex items-center gap-2 font-bold text-lg">
        <CircleX aria-hidden="true" className="size-5 shrink-0" />
        {t('cancelled.title')}
      </h2>
      <p className="text-sm leading-relaxed">{t(`cancelled.${who}`, { date })}</p>
      {cancellation.reason ? (
        <>
          {cancellation.by === 'customer' ? <p className="text-sm">{t('cancelled.yourReason')}</p> : null}
          <blockquote
            dir="auto"
            className="whitespace-pre-line rounded-md bg-white p-3 text-ink-900 text-sm ring-1 ring-rose-200"
          >
            {cancellation.reason}
          </blockquote>
        </>
      ) : null}
      <p className="text-sm leading-relaxed">
        {order.amount_paid > 0
          ? t('cancelled.refund', {
              amount: `\u2068${formatIn(lang, order.amount_paid, order.settlement_currency)}\u2069`,
            })
          : t('cancelled.nothingDue')}
      </p>
    </section>
  )
}
