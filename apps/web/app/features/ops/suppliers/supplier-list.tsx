import type { Lang } from '@caravanserai/contracts/languages'
import { OPS_PRODUCERS_PAGE_SIZE, type OpsProducer } from '@caravanserai/contracts/ops-catalog'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck } from 'lucide-react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { producersQuery } from '../../../api/ops-producers.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listFiltersFrom, listSearchOf, pagesOf } from '../console/list-params.ts'
import { ListSearch } from '../console/list-search.tsx'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'

const NO_STATUSES: readonly never[] = []

function SupplierTable({ lang, suppliers }: { lang: Lang; suppliers: OpsProducer[] }) {
  const { t } = useTranslation('ops')
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-sand-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('suppliers.list.caption')}</caption>
        <thead className="bg-sand-50 text-start text-ink-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('suppliers.list.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('suppliers.list.columns.verified')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('suppliers.list.columns.products')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {suppliers.map((supplier) => (
            <tr key={supplier.id}>
              <td className="px-4 py-3">
                <Link
                  to={localizedPath(`/ops/suppliers/${supplier.id}`, lang)}
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  <bdi>{supplier.name}</bdi>
                </Link>
              </td>
              <td className="px-4 py-3">
                {supplier.is_verified ? (
                  <Badge tone="brand">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {t('suppliers.verified')}
                  </Badge>
                ) : (
                  <Badge>{t('suppliers.unverified')}</Badge>
                )}
              </td>
              <td className="px-4 py-3 text-end tabular-nums">
                {formatNumber(lang, supplier.product_count)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The console's suppliers (docs/product.md#supplier-profiles): searched by name, fifty a page. */
export function SupplierList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const filters = listFiltersFrom(params, NO_STATUSES)
  const query = {
    search: filters.search || undefined,
    page: filters.page,
    page_size: OPS_PRODUCERS_PAGE_SIZE,
  }
  const list = useQuery(producersQuery(useApi(), operator.id, query))
  const count = list.data?.count ?? 0
  return (
    <section aria-labelledby="ops-suppliers-title" className="space-y-5">
      <div className="space-y-1">
        <h1 id="ops-suppliers-title" className="font-bold text-2xl text-ink-900">
          {t('suppliers.list.title')}
        </h1>
        <p className="text-ink-600 text-sm">{t('suppliers.list.intro')}</p>
      </div>
      <ListSearch
        value={filters.search}
        label={t('suppliers.list.searchLabel')}
        hint={t('suppliers.list.searchHint')}
        onSearch={(search) => setParams(listSearchOf({ ...filters, search, page: 1 }))}
      />
      <p role="status" className="text-ink-700 text-sm">
        {list.data ? t('suppliers.list.showing', { count, formatted: formatNumber(lang, count) }) : ''}
      </p>
      <QueryView
        query={list}
        loading={<ListLoading label={t('suppliers.list.loading')} />}
        failed={t('suppliers.list.failed')}
        empty={
          <ListEmpty>
            {filters.search ? t('suppliers.list.emptySearch') : t('suppliers.list.empty')}
          </ListEmpty>
        }
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => <SupplierTable lang={lang} suppliers={page.results} />}
      </QueryView>
      <Pagination
        page={filters.page}
        total={pagesOf(count, OPS_PRODUCERS_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${listSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
