import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { orderCountsQuery, orderQueueQuery } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListSearch } from '../console/list-search.tsx'
import { useOperator } from '../console/ops-context.ts'
import {
  pageCount,
  type QueueFilters,
  queueApiQuery,
  queueFiltersFrom,
  queueParamsOf,
  queueSearchOf,
} from './queue-params.ts'
import { QueueTable } from './queue-table.tsx'
import { StatusFilter } from './status-filter.tsx'

function QueueSkeleton() {
  const { t } = useTranslation('ops')
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{t('queue.loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  )
}

/**
 * The operator queue (docs/product.md#order-queue): every buyer's orders by status (or the
 * transfer confirmations waiting) and search, paged.
 */
export function OrderQueue({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const { pathname, search: query } = useLocation()
  const [params, setParams] = useSearchParams()
  const filters = queueFiltersFrom(params)
  const queue = useQuery(orderQueueQuery(api, operator.id, lang, queueApiQuery(filters)))
  const counts = useQuery(orderCountsQuery(api, operator.id, filters.search))
  const show = (next: QueueFilters) => setParams(queueParamsOf(next))
  const count = queue.data?.count ?? 0
  const summary = t('queue.showing', { count, formatted: formatNumber(lang, count) })

  let body: ReactNode
  if (queue.isPending) body = <QueueSkeleton />
  else if (queue.isError && !queue.data) {
    body = (
      <LoadFailure
        title={t('queue.failed')}
        detail={failureDetail(queue.error)}
        retry={t('queue.retry')}
        onRetry={() => void queue.refetch()}
      />
    )
  } else if (queue.data.results.length === 0) {
    body = (
      <div className="rounded-lg bg-white p-8 text-center ring-1 ring-sand-200">
        <p className="font-semibold text-ink-900">
          {filters.search ? t('queue.emptySearch', { search: filters.search }) : t('queue.empty')}
        </p>
        <p className="mt-1 text-ink-600 text-sm">{t('queue.emptyHint')}</p>
      </div>
    )
  } else {
    body = <QueueTable lang={lang} orders={queue.data.results} from={`${pathname}${query}`} />
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <StatusFilter lang={lang} filters={filters} counts={counts.data} />
      </aside>
      <section aria-labelledby="ops-queue-title" className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="ops-queue-title" className="font-bold text-2xl text-ink-900">
            {filters.payment
              ? t('queue.proofsWaiting')
              : filters.status
                ? t(`status.${filters.status}`)
                : t('queue.title')}
          </h1>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([queue.refetch(), counts.refetch()])}
            disabled={queue.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${queue.isFetching ? 'animate-spin' : ''}`} />
            {t('queue.refresh')}
          </Button>
        </div>
        <ListSearch value={filters.search} onSearch={(search) => show({ ...filters, search, page: 1 })} />
        <p role="status" className="text-ink-700 text-sm">
          {queue.data ? summary : ''}
          {queue.data && filters.search ? ` ${t('queue.searchingFor', { search: filters.search })}` : ''}
        </p>
        {body}
        <Pagination
          page={filters.page}
          total={pageCount(count)}
          hrefFor={(page) => `${pathname}${queueSearchOf({ ...filters, page })}`}
        />
      </section>
    </div>
  )
}
