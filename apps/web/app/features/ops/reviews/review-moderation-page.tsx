import type { Lang } from '@caravanserai/contracts/languages'
import { OPS_REVIEWS_PAGE_SIZE } from '@caravanserai/contracts/ops-reviews'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useLocation, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { pagesOf } from '../console/list-params.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ReviewCard } from './review-card.tsx'
import { ReviewFilterForm } from './review-filter-form.tsx'
import { reviewFiltersFrom, reviewSearchOf } from './review-filters.ts'
import { reviewsQuery } from './reviews-admin-api.ts'

/**
 * Review moderation (docs/product.md#review-moderation): every review, newest first, 20 a page,
 * filtered by state, stars and product (filters and page in the address), each hidden or shown
 * again from its card.
 */
export function ReviewModerationPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const operator = useOperator()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const filters = reviewFiltersFrom(params)
  const reviews = useQuery(reviewsQuery(api, operator.id, lang, filters))
  const count = reviews.data?.count ?? 0
  const filtered =
    filters.rating !== null || filters.product !== null || filters.search !== '' || filters.state

  return (
    <section aria-labelledby="ops-reviews-title" className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id="ops-reviews-title" className="font-bold text-2xl text-ink-900">
            {t('list.title')}
          </h1>
          <p className="text-ink-700 text-sm">{t('list.intro')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void reviews.refetch()}
          disabled={reviews.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${reviews.isFetching ? 'animate-spin' : ''}`} />
          {t('list.refresh')}
        </Button>
      </div>
      <ReviewFilterForm lang={lang} filters={filters} />
      <p role="status" className="text-ink-700 text-sm">
        {reviews.data ? t('list.showing', { count, formatted: formatNumber(lang, count) }) : ''}
        {reviews.data && filters.product
          ? ` ${t('list.forProduct', { id: formatNumber(lang, filters.product, { useGrouping: false }) })}`
          : ''}
      </p>
      <QueryView
        query={reviews}
        loading={<ListLoading label={t('list.loading')} rows={5} height="h-28" />}
        failed={t('list.failed')}
        empty={<ListEmpty>{filtered ? t('list.emptyFiltered') : t('list.empty')}</ListEmpty>}
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => (
          <ul aria-label={t('list.caption')} className="space-y-4">
            {page.results.map((review) => (
              <li key={review.id}>
                <ReviewCard lang={lang} review={review} filters={filters} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Pagination
        page={filters.page}
        total={pagesOf(count, OPS_REVIEWS_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${reviewSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
