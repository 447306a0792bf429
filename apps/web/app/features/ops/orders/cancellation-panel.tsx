import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { useQuery } from '@tanstack/react-query'
import { cancelledMoney } from '../../../api/escrow.ts'
import { opsOrderEscrowQuery } from '../../../api/ops-escrow.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'

/**
 * A cancelled order for the operator (docs/decisions/041-ways-out-of-an-order.md): who ended it
 * and when, the reason as written, and what the escrow still owes the buyer, which the sales team
 * returns by bank transfer and records in the escrow panel (docs/decisions/043-escrow-ledger.md);
 * once recorded, what was refunded. The escrow is the panel's own query, read once for both.
 */
export function CancellationPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const escrow = useQuery({
    ...opsOrderEscrowQuery(useApi(), operator.id, order.id),
    enabled: order.amount_paid > 0,
  })
  const cancellation = order.cancellation
  if (!cancellation) return null
  const date = order.cancelled_at
    ? formatDate(lang, order.cancelled_at, { dateStyle: 'long', timeStyle: 'short' })
    : ''
  const money = order.amount_paid > 0 && escrow.data ? cancelledMoney(escrow.data) : null
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
      {money && escrow.data ? (
        <p className={`text-rose-950 text-sm ${money.key === 'refund' ? 'font-semibold' : ''}`}>
          {t(`cancelled.${money.key}`, {
            amount: `\u2068${formatIn(lang, money.amount, escrow.data.currency)}\u2069`,
          })}
        </p>
      ) : null}
    </section>
  )
}
