import type { Lang } from '@caravanserai/contracts/languages'
import {
  OPS_PRODUCTS_PAGE_SIZE,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@caravanserai/contracts/ops-catalog'
import { useQuery } from '@tanstack/react-query'
import { Plus, RefreshCw, Search } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { productAdminListQuery } from '../../../api/ops-products.ts'
import { taxonomyCategoriesQuery } from '../../../api/ops-taxonomy.ts'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import {
  type ProductFilters,
  productFiltersFrom,
  productListApiQuery,
  productSearchOf,
} from './product-list-params.ts'
import { ProductTable } from './product-table.tsx'

function ListSkeleton() {
  const { t } = useTranslation('ops')
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{t('products.list.loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  )
}

/** Search (applied on submit), status and category (applied when chosen): all kept in the URL. */
function ProductFilterBar({
  lang,
  filters,
  onChange,
}: {
  lang: Lang
  filters: ProductFilters
  onChange: (next: ProductFilters) => void
}) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const categories = useQuery(taxonomyCategoriesQuery(useApi(), operator.id, lang))
  const [text, setText] = useState(filters.search)
  useEffect(() => setText(filters.search), [filters.search])

  function submit(event: FormEvent) {
    event.preventDefault()
    onChange({ ...filters, search: text.trim(), page: 1 })
  }

  return (
    <search>
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[minmax(0,1fr)_auto_11rem_14rem]"
      >
        <div className="min-w-0 space-y-1">
          <label htmlFor="ops-product-search" className="block font-semibold text-ink-800 text-sm">
            {t('products.list.searchLabel')}
          </label>
          <Input
            id="ops-product-search"
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('products.list.searchHint')}
          />
        </div>
        <Button type="submit" className="self-end">
          <Search aria-hidden="true" className="size-4" />
          {t('products.list.search')}
        </Button>
        <div className="space-y-1">
          <label htmlFor="ops-product-status" className="block font-semibold text-ink-800 text-sm">
            {t('products.list.status')}
          </label>
          <Select
            id="ops-product-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || null) as ProductStatus | null, page: 1 })
            }
          >
            <option value="">{t('products.list.anyStatus')}</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`products.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor="ops-product-category" className="block font-semibold text-ink-800 text-sm">
            {t('products.list.category')}
          </label>
          <Select
            id="ops-product-category"
            value={filters.category ?? ''}
            onChange={(event) =>
              onChange({ ...filters, category: Number(event.target.value) || null, page: 1 })
            }
          >
            <option value="">{t('products.list.anyCategory')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
      </form>
    </search>
  )
}

/** The console's catalogue (docs/product.md#console-products): every product, hidden and deleted too. */
export function ProductList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const filters = productFiltersFrom(params)
  const list = useQuery(productAdminListQuery(useApi(), operator.id, lang, productListApiQuery(filters)))
  const show = (next: ProductFilters) => setParams(productSearchOf(next))
  const count = list.data?.count ?? 0
  const filtered = Boolean(filters.search || filters.status || filters.category)

  let body: ReactNode
  if (list.isPending) body = <ListSkeleton />
  else if (list.isError && !list.data) {
    body = (
      <LoadFailure
        title={t('products.list.failed')}
        retry={t('products.list.retry')}
        onRetry={() => void list.refetch()}
      />
    )
  } else if (list.data.results.length === 0) {
    body = (
      <div className="rounded-lg bg-white p-8 text-center ring-1 ring-sand-200">
        <p className="font-semibold text-ink-900">
          {filtered ? t('products.list.emptyFiltered') : t('products.list.empty')}
        </p>
      </div>
    )
  } else {
    body = <ProductTable lang={lang} products={list.data.results} />
  }

  return (
    <section aria-labelledby="ops-products-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="ops-products-title" className="font-bold text-2xl text-ink-900">
          {t('products.list.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${list.isFetching ? 'animate-spin' : ''}`} />
            {t('products.list.refresh')}
          </Button>
          <Link to={localizedPath('/ops/products/new', lang)} className={buttonClass({ size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.list.new')}
          </Link>
        </div>
      </div>
      <ProductFilterBar lang={lang} filters={filters} onChange={show} />
      <p role="status" className="text-ink-700 text-sm">
        {list.data ? t('products.list.showing', { count, formatted: formatNumber(lang, count) }) : ''}
      </p>
      {body}
      <Pagination
        page={filters.page}
        total={Math.max(1, Math.ceil(count / OPS_PRODUCTS_PAGE_SIZE))}
        hrefFor={(page) => `${pathname}${productSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
