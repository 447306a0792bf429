import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { cancelledMoney, orderEscrowQuery } from '../../api/escrow.ts'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDate } from '../../lib/format.ts'
import { formatIn } from '../../lib/money.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A cancelled order's notice (docs/decisions/041-ways-out-of-an-order.md): who ended it and
 * when, the reason in the words it was written in, and what becomes of money received, as the
 * escrow tells it (docs/decisions/043-escrow-ledger.md): what the sales team still returns by bank
 * transfer, then, once the refund is recorded, what was refunded. The escrow panel below reads
 * the same query.
 */
export function OrderCancellation({ lang, user, order }: { lang: Lang; user: SessionUser; order: Order }) {
  const { t } = useTranslation('orders')
  const received = order.amount_paid > 0
  const escrow = useQuery({ ...orderEscrowQuery(useApi(), user.id, order.id), enabled: received })
  const cancellation = order.cancellation
  if (order.status !== 'cancelled' || !cancellation) return null
  const date = order.cancelled_at ? formatDate(lang, order.cancelled_at, { dateStyle: 'long' }) : ''
  const who = cancellation.declined ? 'declined' : cancellation.by
  const money = escrow.data ? cancelledMoney(escrow.data) : null
  // While the escrow loads, room for its sentence; if it fails, the escrow panel says so.
  let owed: ReactNode = null
  if (received && escrow.isPending) owed = <Skeleton className="h-5 w-2/3" />
  else if (!received || escrow.data) {
    owed = (
      <p className="text-sm leading-relaxed">
        {money && escrow.data
          ? t(`cancelled.${money.key}`, {
              amount: `\u2068${formatIn(lang, money.amount, escrow.data.currency)}\u2069`,
            })
          : t('cancelled.nothingDue')}
      </p>
    )
  }
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
      {owed}
    </section>
  )
}
