import type { Lang } from '@caravanserai/contracts/languages'
import { OPS_REVIEWS_PAGE_SIZE } from '@caravanserai/contracts/ops-reviews'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { opsReviewsQuery } from '../../../api/ops-reviews.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListPage } from '../console/list-page.tsx'
import { ListEmpty, ListLoading } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ReviewCard } from './review-card.tsx'
import { ReviewFilterForm } from './review-filter-form.tsx'
import { reviewFiltersFrom, reviewSearchOf, reviewsApiQuery } from './review-filters.ts'

/**
 * Review moderation (docs/product.md#review-moderation): every review, newest first, 20 a page,
 * filtered by state, stars and product (filters and page in the address), each hidden or shown
 * again from its card.
 */
export function ReviewModerationPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const operator = useOperator()
  const [params] = useSearchParams()
  const filters = reviewFiltersFrom(params)
  const reviews = useQuery(opsReviewsQuery(api, operator.id, lang, reviewsApiQuery(filters)))
  const filtered =
    filters.rating !== null || filters.product !== null || filters.search !== '' || filters.state
  const forProduct = filters.product
    ? ` ${t('list.forProduct', { id: formatNumber(lang, filters.product, { useGrouping: false }) })}`
    : ''

  return (
    <ListPage
      id="ops-reviews-title"
      title={t('list.title')}
      intro={t('list.intro')}
      refresh={t('list.refresh')}
      filters={<ReviewFilterForm lang={lang} filters={filters} />}
      summary={(count) =>
        `${t('list.showing', { count, formatted: formatNumber(lang, count) })}${forProduct}`
      }
      query={reviews}
      loading={<ListLoading label={t('list.loading')} rows={5} height="h-28" />}
      failed={t('list.failed')}
      empty={<ListEmpty>{filtered ? t('list.emptyFiltered') : t('list.empty')}</ListEmpty>}
      page={filters.page}
      pageSize={OPS_REVIEWS_PAGE_SIZE}
      pageSearch={(page) => reviewSearchOf({ ...filters, page })}
    >
      {(rows) => (
        <ul aria-label={t('list.caption')} className="space-y-4">
          {rows.map((review) => (
            <li key={review.id}>
              <ReviewCard lang={lang} review={review} filters={filters} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  )
}
