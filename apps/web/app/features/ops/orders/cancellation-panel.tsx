import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { formatDate } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * A cancelled order for the operator (docs/decisions/041-ways-out-of-an-order.md): who ended it
 * and when, the reason as written, and money received that the sales team must return by bank
 * transfer and record in the escrow panel (docs/decisions/043-escrow-ledger.md).
 */
export function CancellationPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const cancellation = order.cancellation
  if (!cancellation) return null
  const date = order.cancelled_at
    ? formatDate(lang, order.cancelled_at, { dateStyle: 'long', timeStyle: 'short' })
    : ''
  return (
    <section aria-labelledby="ops-next" className="space-y-3 rounded-lg bg-rose-50 p-5 ring-1 ring-rose-200">
      <h2 id="ops-next" tabIndex={-1} className="font-bold text-lg text-rose-950">
        {t('cancelled.title')}
      </h2>
      <p className="text-rose-950 text-sm">
        {t(`cancelled.${cancellation.declined ? 'declined' : cancellation.by}`, { date })}
      </p>
      {cancellation.reason ? (
        <div className="text-sm">
          <p className="font-semibold text-rose-950">{t('cancelled.reason')}</p>
          <p
            dir="auto"
            className="whitespace-pre-line rounded-md bg-white p-2 text-ink-900 ring-1 ring-rose-200"
          >
            {cancellation.reason}
          </p>
        </div>
      ) : null}
      {order.amount_paid > 0 ? (
        <p className="font-semibold text-rose-950 text-sm">
          {t('cancelled.refund', { amount: formatIn(lang, order.amount_paid, order.settlement_currency) })}
        </p>
      ) : null}
    </section>
  )
}
