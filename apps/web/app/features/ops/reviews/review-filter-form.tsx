import type { Lang } from '@caravanserai/contracts/languages'
import { REVIEW_STATES } from '@caravanserai/contracts/ops-reviews'
import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { productFieldFilters, type ReviewFilters, reviewSearchOf } from './review-filters.ts'

const stateClass =
  'inline-flex items-center whitespace-nowrap rounded-md px-3 py-2 font-semibold text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

const labelClass = 'block font-semibold text-ink-800 text-sm'

/**
 * The list's filters, all in the address: the state as links, the stars and the product (its
 * number, or a name or author to search for) as a form that applies them together.
 */
export function ReviewFilterForm({ lang, filters }: { lang: Lang; filters: ReviewFilters }) {
  const { t } = useTranslation('moderation')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const shown = filters.product ? String(filters.product) : filters.search
  const [rating, setRating] = useState(filters.rating ? String(filters.rating) : '')
  const [product, setProduct] = useState(shown)
  useEffect(() => setRating(filters.rating ? String(filters.rating) : ''), [filters.rating])
  useEffect(() => setProduct(shown), [shown])
  const go = (next: ReviewFilters) => navigate(`${pathname}${reviewSearchOf(next)}`)

  function submit(event: FormEvent) {
    event.preventDefault()
    void go({ ...filters, ...productFieldFilters(product), rating: rating ? Number(rating) : null, page: 1 })
  }

  const filtered = filters.rating !== null || filters.product !== null || filters.search !== ''
  return (
    <div className="space-y-3">
      <nav aria-label={t('filters.state')}>
        <ul className="flex gap-1 overflow-x-auto pb-1">
          {[null, ...REVIEW_STATES].map((state) => (
            <li key={state ?? 'all'}>
              <Link
                to={reviewSearchOf({ ...filters, state, page: 1 }) || pathname}
                aria-current={filters.state === state ? 'page' : undefined}
                className={stateClass}
              >
                {state ? t(`filters.${state}`) : t('filters.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <search>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="w-40 space-y-1">
            <label htmlFor="ops-reviews-rating" className={labelClass}>
              {t('filters.rating')}
            </label>
            <Select
              id="ops-reviews-rating"
              value={rating}
              onChange={(event) => setRating(event.target.value)}
            >
              <option value="">{t('filters.anyRating')}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {t('list.stars', { count: stars, formatted: formatNumber(lang, stars) })}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor="ops-reviews-product" className={labelClass}>
              {t('filters.product')}
            </label>
            <Input
              id="ops-reviews-product"
              type="search"
              value={product}
              maxLength={200}
              onChange={(event) => setProduct(event.target.value)}
              aria-describedby="ops-reviews-product-hint"
            />
            <p id="ops-reviews-product-hint" className="text-ink-600 text-xs">
              {t('filters.productHint')}
            </p>
          </div>
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('filters.apply')}
          </Button>
          {filtered ? (
            <Button
              variant="outline"
              onClick={() => void go({ ...filters, rating: null, product: null, search: '', page: 1 })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('filters.clear')}
            </Button>
          ) : null}
        </form>
      </search>
    </div>
  )
}
