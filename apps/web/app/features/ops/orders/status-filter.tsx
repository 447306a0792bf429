import type { Lang } from '@caravanserai/contracts/languages'
import { type OpsOrderCounts, ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import { Link } from 'react-router'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listSearchOf } from '../console/list-params.ts'
import type { QueueFilters } from './queue-params.ts'

const itemClass =
  'flex items-center justify-between gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

/**
 * The queue's status filter with how many orders wait at each status (for the current search).
 * Links, so each filtered queue has an address an operator can share.
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
    const count = status ? counts?.by_status[status] : counts?.total
    return (
      <li key={status ?? 'all'}>
        <Link
          to={listSearchOf({ ...filters, status, page: 1 })}
          aria-current={filters.status === status ? 'page' : undefined}
          className={itemClass}
        >
          <span>{status ? t(`status.${status}`) : t('queue.all')}</span>
          <span className="tabular-nums">{count === undefined ? '' : formatNumber(lang, count)}</span>
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label={t('queue.filter')}>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {[null, ...ORDER_STATUSES].map((status) => entry(status))}
      </ul>
    </nav>
  )
}
