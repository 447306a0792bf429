import { PRODUCT_PAGE_SIZE } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { LayoutGrid, Search, SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Form, Link } from 'react-router'
import { attributesQuery } from '../../api/attributes.ts'
import { categoriesQuery } from '../../api/categories.ts'
import { productTypesQuery } from '../../api/product-types.ts'
import { productListQuery } from '../../api/products.ts'
import { suppliersQuery } from '../../api/suppliers.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { totalPages } from '../../components/ui/page-window.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { useViewer } from '../../lib/viewer.ts'
import { FilterChips } from './filter-chips.tsx'
import { FilterControls, SortSelect } from './filter-controls.tsx'
import {
  activeFilterCount,
  chipsOf,
  cleared,
  type FilterState,
  filtersFromParams,
  filtersToParams,
  listQueryOf,
  withPage,
  withSearch,
  withSort,
} from './filter-state.ts'
import type { ProductCardActions } from './product-card.tsx'
import { type GridColumns, ListEmpty, ProductGrid, ProductGridSkeleton } from './product-grid.tsx'
import { useCatalogFilters } from './use-catalog-filters.ts'

// The panel is for phones and opens on demand: its code loads when first asked for.
const FilterSheet = lazy(() => import('./filter-sheet.tsx').then((m) => ({ default: m.FilterSheet })))

/** The catalogue (docs/product.md#catalogue): search, filters (sidebar or panel), chips, grid, pagination. */
export function CatalogPage({ lang, actions }: { lang: Lang; actions: ProductCardActions }) {
  const { t } = useTranslation('catalog')
  const api = useApi()
  const [filters, setFilters, searchParams] = useCatalogFilters()
  // The list follows the URL (already debounced), so a slider drag asks the API once.
  const applied = useMemo(() => filtersFromParams(searchParams), [searchParams])
  const list = useQuery(productListQuery(api, lang, listQueryOf(applied), useViewer()))
  const categories = useQuery(categoriesQuery(api, lang))
  const types = useQuery(productTypesQuery(api, lang, filters.category))
  const attributes = useQuery(attributesQuery(api, lang, filters.productType))
  const suppliers = useQuery(suppliersQuery(api, lang, filters.producer !== ''))
  const [columns, setColumns] = useState<GridColumns>(4)
  const [panel, setPanel] = useState<'never' | 'open' | 'closed'>('never')
  const [text, setText] = useState(filters.search)
  useEffect(() => setText(filters.search), [filters.search])
  useEffect(() => {
    // A failed list load also says so in a toast (one at a time, so it replaces any other).
    if (list.isError)
      notify.error(t('list.toastTitle'), { description: t('list.toastHint'), id: 'catalog-list' })
  }, [list.isError, t])

  const pages = totalPages(list.data?.count ?? 0, PRODUCT_PAGE_SIZE)
  const hrefFor = (page: number) => {
    const query = filtersToParams({ ...applied, page }).toString()
    return query ? `?${query}` : '?'
  }
  const activeCount = activeFilterCount(filters)
  const filtered = chipsOf(applied).length > 0
  const clearAll = () => setFilters(cleared())

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl text-ink-900">{t('title')}</h1>
      <Form
        method="get"
        role="search"
        className="mt-4 flex max-w-2xl gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters(withSearch(filters, text.trim()))
        }}
      >
        <label htmlFor="catalog-search" className="sr-only">
          {t('search.label')}
        </label>
        <Input
          id="catalog-search"
          type="search"
          name="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          <span>{t('search.submit')}</span>
        </Button>
      </Form>

      <div className="mt-8 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t('filters.title')} className="hidden lg:block">
          <div className="sticky top-24 space-y-5 rounded-xl border border-sand-200 bg-white p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-bold text-lg">{t('filters.title')}</h2>
              {activeCount > 0 ? (
                // A link, so clearing works without scripts too.
                <Link
                  to={localizedPath('/products', lang)}
                  onClick={(event) => {
                    event.preventDefault()
                    clearAll()
                  }}
                  className="font-semibold text-sm text-teal-800 hover:underline"
                >
                  {t('filters.clearAll')}
                </Link>
              ) : null}
            </div>
            <p className="text-ink-600 text-sm" aria-live="polite">
              {activeCount > 0
                ? t('filters.activeCount', { count: activeCount, formatted: formatNumber(lang, activeCount) })
                : t('filters.noneActive')}
            </p>
            <Form method="get" className="space-y-6">
              {filters.search ? <input type="hidden" name="search" value={filters.search} /> : null}
              {filters.producer ? <input type="hidden" name="producer" value={filters.producer} /> : null}
              <FilterControls lang={lang} state={filters} onChange={setFilters} />
              <noscript>
                <button
                  type="submit"
                  className="h-11 w-full rounded-md bg-teal-800 font-semibold text-sm text-white"
                >
                  {t('filters.apply')}
                </button>
              </noscript>
            </Form>
          </div>
        </aside>

        <section aria-labelledby="catalog-results" className="min-w-0">
          <h2 id="catalog-results" className="sr-only">
            {t('list.heading')}
          </h2>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <Button variant="outline" className="lg:hidden" onClick={() => setPanel('open')}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              <span>{t('filters.open')}</span>
              {activeCount > 0 ? (
                <span className="rounded-full bg-teal-800 px-2 py-0.5 text-white text-xs">
                  <span className="sr-only">{t('filters.activeBadge')} </span>
                  {formatNumber(lang, activeCount)}
                </span>
              ) : null}
            </Button>
            <SortSelect
              className="w-44 lg:hidden"
              value={filters.sort}
              onChange={(sort) => setFilters(withSort(filters, sort))}
            />
            <p className="me-auto text-ink-700 text-sm" aria-live="polite">
              {list.data && list.data.count > 0
                ? t('list.count', { count: list.data.count, formatted: formatNumber(lang, list.data.count) })
                : null}
            </p>
            <fieldset className="hidden items-center gap-1 lg:flex">
              <legend className="sr-only">{t('grid.label')}</legend>
              {([3, 4] as const).map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={columns === n}
                  aria-label={t('grid.columns', { count: n, formatted: formatNumber(lang, n) })}
                  onClick={() => setColumns(n)}
                  className="inline-flex items-center gap-1 rounded-md border border-sand-300 px-2.5 py-2 text-sm aria-pressed:border-teal-800 aria-pressed:bg-teal-50 aria-pressed:text-teal-900"
                >
                  <LayoutGrid aria-hidden="true" className="size-4" />
                  {formatNumber(lang, n)}
                </button>
              ))}
            </fieldset>
          </div>
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <FilterChips
              lang={lang}
              state={filters}
              names={{
                categories: categories.data,
                types: types.data,
                attributes: attributes.data,
                suppliers: suppliers.data,
              }}
              onChange={setFilters}
            />
            {chipsOf(filters).length > 0 ? (
              <button
                type="button"
                onClick={clearAll}
                className="font-semibold text-sm text-teal-800 hover:underline"
              >
                {t('filters.clearAll')}
              </button>
            ) : null}
          </div>

          {list.isPending ? (
            <ProductGridSkeleton columns={columns} />
          ) : list.isError ? (
            <LoadFailure
              heading="h2"
              title={t('list.errorTitle')}
              text={t('list.errorHint')}
              detail={list.error.message}
              retry={t('list.retry')}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.results.length === 0 ? (
            <ListEmpty filtered={filtered} />
          ) : (
            <ProductGrid
              products={list.data.results}
              lang={lang}
              columns={columns}
              actions={actions}
              priorityFirst
            />
          )}
          <Pagination
            page={applied.page}
            total={pages}
            hrefFor={hrefFor}
            onPage={(page) => setFilters(withPage(filters, page, pages))}
          />
        </section>
      </div>
      {panel === 'never' ? null : (
        <Suspense fallback={null}>
          <FilterSheet
            open={panel === 'open'}
            onOpenChange={(open) => setPanel(open ? 'open' : 'closed')}
            lang={lang}
            state={filters}
            onApply={(next: FilterState) => setFilters(next)}
          />
        </Suspense>
      )}
    </div>
  )
}
