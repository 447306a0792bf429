import type { Lang } from '@caravanserai/contracts/languages'
import {
  CUSTOMER_STATUSES,
  CUSTOMERS_PAGE_SIZE,
  type OpsCustomerRow,
} from '@caravanserai/contracts/ops-customers'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listFiltersFrom, listParamsOf, listSearchOf, pagesOf } from '../console/list-params.ts'
import { ListSearch } from '../console/list-search.tsx'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { CustomerBadges } from './customer-badges.tsx'
import { type CustomerFilters, customersQuery } from './customers-api.ts'

const linkClass =
  'inline-flex items-center whitespace-nowrap rounded-md px-3 py-2 font-semibold text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'
const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the customer's page has them all. */
const wide = 'max-md:hidden'
const day = (lang: Lang, value: string) => formatDate(lang, value, { dateStyle: 'medium' })

function CustomerTable({ lang, customers }: { lang: Lang; customers: OpsCustomerRow[] }) {
  const { t } = useTranslation('customers')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`list.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('customer')}
            {head('company', wide)}
            {head('state')}
            {head('orders', 'text-end')}
            {head('lastOrder', wide)}
            {head('joined', wide)}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {customers.map((c) => (
            <tr key={c.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} text-start font-normal`}>
                <Link
                  to={localizedPath(`/ops/customers/${c.id}`, lang)}
                  className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  <bdi>{c.name || c.email}</bdi>
                </Link>
                <span className="block break-all text-ink-600 text-xs" dir="ltr">
                  {c.email}
                </span>
              </th>
              <td className={`${cell} ${wide}`}>
                {c.company ? <bdi className="block">{c.company}</bdi> : null}
                <span className="block text-ink-600 text-xs" dir="ltr">
                  {c.tax_id}
                </span>
              </td>
              <td className={cell}>
                <CustomerBadges verified={c.is_verified} active={c.is_active} />
              </td>
              <td className={`${cell} text-end tabular-nums`}>{formatNumber(lang, c.orders_count)}</td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>
                {c.last_order_at ? day(lang, c.last_order_at) : t('list.noOrders')}
              </td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>{day(lang, c.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The console's customers (docs/product.md#customers): buyer accounts, newest first, 20 a page,
 * by state and searched by name, email or tax ID; state, search and page live in the address.
 */
export function CustomerList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('customers')
  const operator = useOperator()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const filters: CustomerFilters = listFiltersFrom(params, CUSTOMER_STATUSES)
  const list = useQuery(customersQuery(useApi(), operator.id, filters))
  const count = list.data?.count ?? 0

  return (
    <section aria-labelledby="ops-customers-title" className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="ops-customers-title" className="font-bold text-2xl text-ink-900">
          {t('list.title')}
        </h1>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${list.isFetching ? 'animate-spin' : ''}`} />
          {t('list.refresh')}
        </Button>
      </div>
      <nav aria-label={t('list.filter')}>
        <ul className="flex gap-1 overflow-x-auto pb-1">
          {[null, ...CUSTOMER_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={listSearchOf({ ...filters, status, page: 1 }) || pathname}
                aria-current={filters.status === status ? 'page' : undefined}
                className={linkClass}
              >
                {status ? t(`list.status.${status}`) : t('list.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListSearch
        value={filters.search}
        label={t('list.searchLabel')}
        hint={t('list.searchHint')}
        onSearch={(search) => setParams(listParamsOf({ ...filters, search, page: 1 }))}
      />
      <p role="status" className="text-ink-700 text-sm">
        {list.data ? t('list.showing', { count, formatted: formatNumber(lang, count) }) : ''}
        {list.data && filters.search ? ` ${t('list.searchingFor', { search: filters.search })}` : ''}
      </p>
      <QueryView
        query={list}
        loading={<ListLoading label={t('list.loading')} rows={6} />}
        failed={t('list.failed')}
        empty={
          <ListEmpty hint={t('list.emptyHint')}>
            {filters.search ? t('list.emptySearch', { search: filters.search }) : t('list.empty')}
          </ListEmpty>
        }
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => <CustomerTable lang={lang} customers={page.results} />}
      </QueryView>
      <Pagination
        page={filters.page}
        total={pagesOf(count, CUSTOMERS_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${listSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
