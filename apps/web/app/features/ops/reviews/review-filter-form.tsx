import type { Lang } from '@caravanserai/contracts/languages'
import { REVIEW_STATES } from '@caravanserai/contracts/ops-reviews'
import { useLocation, useNavigate } from 'react-router'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from '../console/filter-form.tsx'
import { StatusLinks } from '../console/status-links.tsx'
import { productFieldFilters, type ReviewFilters, reviewSearchOf } from './review-filters.ts'

/**
 * The list's filters, all in the address: the state as links, the stars and the product (its
 * number, or a name or author to search for) as a form that applies them together.
 */
export function ReviewFilterForm({ lang, filters }: { lang: Lang; filters: ReviewFilters }) {
  const { t } = useTranslation('moderation')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { fields, bind } = useFilterFields({
    rating: filters.rating ? String(filters.rating) : '',
    product: filters.product ? String(filters.product) : filters.search,
  })
  const go = (next: ReviewFilters) => navigate(`${pathname}${reviewSearchOf(next)}`)
  const apply = () =>
    void go({
      ...filters,
      ...productFieldFilters(fields.product),
      rating: fields.rating ? Number(fields.rating) : null,
      page: 1,
    })
  const clear = () => void go({ ...filters, rating: null, product: null, search: '', page: 1 })

  const filtered = filters.rating !== null || filters.product !== null || filters.search !== ''
  return (
    <div className="space-y-3">
      <StatusLinks
        label={t('filters.state')}
        statuses={REVIEW_STATES}
        current={filters.state}
        hrefOf={(state) => reviewSearchOf({ ...filters, state, page: 1 }) || pathname}
        nameOf={(state) => (state ? t(`filters.${state}`) : t('filters.all'))}
      />
      <FilterForm
        apply={t('filters.apply')}
        clear={t('filters.clear')}
        onApply={apply}
        onClear={filtered ? clear : null}
      >
        <FilterField id="ops-reviews-rating" label={t('filters.rating')} className="w-40">
          <Select id="ops-reviews-rating" {...bind('rating')}>
            <option value="">{t('filters.anyRating')}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {t('list.stars', { count: stars, formatted: formatNumber(lang, stars) })}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="ops-reviews-product" label={t('filters.product')} className="min-w-0 flex-1">
          <Input
            id="ops-reviews-product"
            type="search"
            maxLength={200}
            aria-describedby="ops-reviews-product-hint"
            {...bind('product')}
          />
          <p id="ops-reviews-product-hint" className="text-ink-600 text-xs">
            {t('filters.productHint')}
          </p>
        </FilterField>
      </FilterForm>
    </div>
  )
}
