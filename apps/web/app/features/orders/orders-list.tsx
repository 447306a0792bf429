import type { Lang } from '@caravanserai/contracts/languages'
import { ORDERS_PAGE_SIZE } from '@caravanserai/contracts/orders'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PackageOpen } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { membersQuery } from '../../api/company.ts'
import { orderListQuery } from '../../api/orders.ts'
import { RatesNote } from '../../components/price.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { localizedPath } from '../../lib/links.ts'
import { pageOf } from '../../lib/route-params.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { OrderCard } from './order-card.tsx'
import { EmptyState, RowsSkeleton } from './page-states.tsx'
import { PlacedByFilter } from './placed-by-filter.tsx'

/** The list's address: the person filtered by, and the page above the first. */
function searchOf(page: number, placedBy: number | null): Record<string, string> {
  return { ...(placedBy ? { by: String(placedBy) } : {}), ...(page > 1 ? { page: String(page) } : {}) }
}

function placedByOf(value: string | null): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/**
 * Orders (docs/product.md#orders): the company's, 5 per page, newest first, previous/next; where
 * the company has more than one person, filtered by who placed them. Page and person are in the URL.
 */
export function OrdersList({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const placedBy = placedByOf(params.get('by'))
  const orders = useQuery({
    ...orderListQuery(api, user.id, lang, page, ORDERS_PAGE_SIZE, placedBy),
    placeholderData: keepPreviousData,
  })
  // Quiet when it fails: the list works without the filter.
  const members = useQuery({ ...membersQuery(api, user.id), retry: false }).data?.results ?? []
  const filter =
    members.length > 1 ? (
      <PlacedByFilter members={members} value={placedBy} onChange={(next) => setParams(searchOf(1, next))} />
    ) : null
  const hrefFor = (target: number) => `?${new URLSearchParams(searchOf(target, placedBy))}`

  if (orders.isError) {
    // A page past the last one (say, from an old link) is not an error worth a retry.
    if (orders.error instanceof ApiError && orders.error.status === 404 && page > 1) {
      return (
        <EmptyState
          icon={<PackageOpen aria-hidden="true" className="size-12 text-ink-500" />}
          title={t('list.noPage')}
        >
          <Link to="?" className={buttonClass({ variant: 'outline' })}>
            {t('list.firstPage')}
          </Link>
        </EmptyState>
      )
    }
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(orders.error)}
        retry={t('states.retry')}
        onRetry={() => void orders.refetch()}
      />
    )
  }
  if (!orders.data) return <RowsSkeleton rows={ORDERS_PAGE_SIZE} label={t('list.loading')} />
  if (orders.data.count === 0 && placedBy) {
    return (
      <>
        {filter}
        <EmptyState
          icon={<PackageOpen aria-hidden="true" className="size-12 text-ink-500" />}
          title={t('list.noneByPerson')}
        />
      </>
    )
  }
  if (orders.data.count === 0) {
    return (
      <EmptyState
        icon={<PackageOpen aria-hidden="true" className="size-12 text-ink-500" />}
        title={t('list.empty')}
      >
        <p className="max-w-md text-ink-700">{t('list.emptyHint')}</p>
        <Link to={localizedPath('/products', lang)} className={buttonClass()}>
          {t('list.browse')}
        </Link>
      </EmptyState>
    )
  }
  const total = Math.max(1, Math.ceil(orders.data.count / ORDERS_PAGE_SIZE))
  return (
    <div aria-busy={orders.isPlaceholderData || undefined}>
      {filter}
      <ul className={`space-y-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
        {orders.data.results.map((order) => (
          <li key={order.id}>
            <OrderCard lang={lang} order={order} showPlacedBy={members.length > 1} />
          </li>
        ))}
      </ul>
      <RatesNote lang={lang} className="mt-3" />
      <Pagination
        page={page}
        total={total}
        hrefFor={hrefFor}
        onPage={(next) => setParams(searchOf(next, placedBy))}
      />
    </div>
  )
}
