import type { Lang } from '@caravanserai/contracts/languages'
import {
  CUSTOMER_STATUSES,
  CUSTOMERS_PAGE_SIZE,
  type OpsCustomerRow,
} from '@caravanserai/contracts/ops-customers'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { customersQuery } from '../../../api/ops-customers.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listApiQuery, listFiltersFrom } from '../console/list-params.ts'
import { ListLoading } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { StatusList } from '../console/status-list.tsx'
import { CustomerBadges } from './customer-badges.tsx'

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
  const [params] = useSearchParams()
  const filters = listFiltersFrom(params, CUSTOMER_STATUSES)
  const list = useQuery(customersQuery(useApi(), operator.id, listApiQuery(filters, CUSTOMERS_PAGE_SIZE)))
  return (
    <StatusList
      id="ops-customers-title"
      lang={lang}
      ns="customers"
      keyPrefix="list"
      statuses={CUSTOMER_STATUSES}
      filters={filters}
      pageSize={CUSTOMERS_PAGE_SIZE}
      query={list}
      loading={<ListLoading label={t('list.loading')} rows={6} />}
    >
      {(customers) => <CustomerTable lang={lang} customers={customers} />}
    </StatusList>
  )
}
