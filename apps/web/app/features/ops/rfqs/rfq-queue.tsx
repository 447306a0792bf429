import type { Lang } from '@caravanserai/contracts/languages'
import { RFQ_STATUSES, type RfqStatus } from '@caravanserai/contracts/rfqs'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { rfqQueueQuery } from '../../../api/ops-rfqs.ts'
import { Button } from '../../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listFiltersFrom, listSearchOf, pagesOf } from '../console/list-params.ts'
import { useOperator } from '../console/ops-context.ts'
import { RfqQueueTable } from './rfq-queue-table.tsx'

const itemClass =
  'flex items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

/** What the queue shows: requests at one status (or all), a page of them. */
type RfqQueueFilters = { status: RfqStatus | null; page: number }

const RFQ_QUEUE_PAGE_SIZE = 20

const searchOf = (filters: RfqQueueFilters) => listSearchOf({ ...filters, search: '' })

function StatusFilter({ filters }: { filters: RfqQueueFilters }) {
  const { t } = useTranslation('rfqs')
  const entry = (status: RfqStatus | null) => (
    <li key={status ?? 'all'}>
      <Link
        to={searchOf({ status, page: 1 }) || '?'}
        aria-current={filters.status === status ? 'page' : undefined}
        className={itemClass}
      >
        {status ? t(`status.${status}`) : t('ops.queue.all')}
      </Link>
    </li>
  )
  return (
    <nav aria-label={t('ops.queue.filter')}>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {[null, ...RFQ_STATUSES].map(entry)}
      </ul>
    </nav>
  )
}

/**
 * The requests for quotation (docs/product.md#requests-for-quotation): every buyer's, newest
 * first, 20 a page, filtered by status; status and page live in the address.
 */
export function RfqQueue({ lang }: { lang: Lang }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const operator = useOperator()
  const { pathname, search } = useLocation()
  const [params] = useSearchParams()
  const { status, page } = listFiltersFrom(params, RFQ_STATUSES)
  const filters = { status, page }
  const queue = useQuery(
    rfqQueueQuery(api, operator.id, lang, {
      status: status ?? undefined,
      page,
      page_size: RFQ_QUEUE_PAGE_SIZE,
    }),
  )
  const count = queue.data?.count ?? 0

  let body: ReactNode
  if (queue.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('ops.queue.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    )
  } else if (queue.isError && !queue.data) {
    body = (
      <LoadFailure
        title={t('ops.queue.failed')}
        detail={failureDetail(queue.error)}
        retry={t('states.retry')}
        onRetry={() => void queue.refetch()}
      />
    )
  } else if (queue.data.results.length === 0) {
    body = (
      <div className="rounded-lg bg-white p-8 text-center ring-1 ring-sand-200">
        <p className="font-semibold text-ink-900">{t('ops.queue.empty')}</p>
      </div>
    )
  } else {
    body = <RfqQueueTable lang={lang} rfqs={queue.data.results} from={`${pathname}${search}`} />
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <StatusFilter filters={filters} />
      </aside>
      <section aria-labelledby="ops-rfqs-title" className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="ops-rfqs-title" className="font-bold text-2xl text-ink-900">
            {status ? t(`ops.queue.titles.${status}`) : t('ops.queue.title')}
          </h1>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${queue.isFetching ? 'animate-spin' : ''}`} />
            {t('ops.queue.refresh')}
          </Button>
        </div>
        <p role="status" className="text-ink-700 text-sm">
          {queue.data ? t('ops.queue.showing', { count, formatted: formatNumber(lang, count) }) : ''}
        </p>
        {body}
        <Pagination
          page={page}
          total={pagesOf(count, RFQ_QUEUE_PAGE_SIZE)}
          hrefFor={(next) => `${pathname}${searchOf({ status, page: next })}`}
        />
      </section>
    </div>
  )
}
