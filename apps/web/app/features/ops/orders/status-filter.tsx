import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrderCounts } from '@caravanserai/contracts/ops-orders'
import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import { Link } from 'react-router'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { PROOFS_WAITING, type QueueFilters, queueSearchOf } from './queue-params.ts'

const itemClass =
  'flex items-center justify-between gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

const count = (lang: Lang, value: number | undefined) => (
  <span className="tabular-nums">{value === undefined ? '' : formatNumber(lang, value)}</span>
)

/**
 * The queue's status filter with how many orders wait at each status (for the current search),
 * and the transfer confirmations waiting for an operator (at any status). Links, so each filtered
 * queue has an address an operator can share; choosing one clears the other, as their counts are
 * each taken over the whole queue.
 */
export function StatusFilter({
  lang,
  filters,
  counts,
}: {
  lang: Lang
  filters: QueueFilters
  counts: OpsOrderCounts | undefined
}) {
  const { t } = useTranslation('ops')
  const entry = (status: OrderStatus | null) => {
    const current = filters.payment === null && filters.status === status
    return (
      <li key={status ?? 'all'}>
        <Link
          to={queueSearchOf({ ...filters, status, payment: null, page: 1 })}
          aria-current={current ? 'page' : undefined}
          className={itemClass}
        >
          <span>{status ? t(`status.${status}`) : t('queue.all')}</span>
          {count(lang, status ? counts?.by_status[status] : counts?.total)}
        </Link>
      </li>
    )
  }
  return (
    <div className="space-y-3">
      <nav aria-label={t('queue.filter')}>
        <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
          {[null, ...ORDER_STATUSES].map((status) => entry(status))}
        </ul>
      </nav>
      <nav aria-label={t('queue.paymentFilter')} className="border-sand-200 border-t pt-3">
        <ul>
          <li>
            <Link
              to={queueSearchOf({ ...filters, status: null, payment: PROOFS_WAITING, page: 1 })}
              aria-current={filters.payment === PROOFS_WAITING ? 'page' : undefined}
              className={itemClass}
            >
              <span className="whitespace-normal">{t('queue.proofsWaiting')}</span>
              {count(lang, counts?.proofs_waiting)}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  )
}
