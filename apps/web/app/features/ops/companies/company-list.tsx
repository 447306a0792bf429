import type { Lang } from '@caravanserai/contracts/languages'
import { COMPANIES_PAGE_SIZE, type OpsCompanyRow } from '@caravanserai/contracts/ops-companies'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { companiesQuery } from '../../../api/ops-companies.ts'
import { Money } from '../../../components/ui/money.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListPage } from '../console/list-page.tsx'
import { listApiQuery, listFiltersFrom, listParamsOf, listSearchOf } from '../console/list-params.ts'
import { ListSearch } from '../console/list-search.tsx'
import { ListEmpty, ListLoading } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'

const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the company's page has them all. */
const wide = 'max-md:hidden'

/** A company's name: its legal name, or for a personal account its owner's. */
export function CompanyName({ company }: { company: Pick<OpsCompanyRow, 'legal_name' | 'owner_name'> }) {
  const { t } = useTranslation('customers')
  if (company.legal_name) return <bdi>{company.legal_name}</bdi>
  return <bdi>{t('companies.personal', { name: company.owner_name })}</bdi>
}

function CompanyTable({ lang, companies }: { lang: Lang; companies: OpsCompanyRow[] }) {
  const { t } = useTranslation('customers')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`companies.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('companies.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('company')}
            {head('people', 'text-end')}
            {head('orders', 'text-end')}
            {head('total', `text-end ${wide}`)}
            {head('lastOrder', wide)}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {companies.map((c) => (
            <tr key={c.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} text-start font-normal`}>
                <Link
                  to={localizedPath(`/ops/companies/${c.id}`, lang)}
                  className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  <CompanyName company={c} />
                </Link>
                <span className="block text-ink-600 text-xs" dir="ltr">
                  {[c.tax_id, c.country].filter(Boolean).join(' · ')}
                </span>
              </th>
              <td className={`${cell} text-end tabular-nums`}>{formatNumber(lang, c.members_count)}</td>
              <td className={`${cell} text-end tabular-nums`}>{formatNumber(lang, c.orders_count)}</td>
              <td className={`${cell} ${wide} whitespace-nowrap text-end`}>
                <Money lang={lang} value={c.ordered_total} currency="USD" />
              </td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>
                {c.last_order_at
                  ? formatDate(lang, c.last_order_at, { dateStyle: 'medium' })
                  : t('companies.noOrders')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The console's companies (docs/product.md#console-companies): newest first, 20 a page, searched
 * by legal name, tax ID or one of their people; search and page live in the address.
 */
export function CompanyList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('customers')
  const operator = useOperator()
  const [params, setParams] = useSearchParams()
  const filters = listFiltersFrom(params, [] as const)
  const { status: _, ...query } = listApiQuery(filters, COMPANIES_PAGE_SIZE)
  const list = useQuery(companiesQuery(useApi(), operator.id, query))
  const { search } = filters
  return (
    <ListPage
      id="ops-companies-title"
      title={t('companies.title')}
      refresh={t('companies.refresh')}
      filters={
        <ListSearch
          value={search}
          label={t('companies.searchLabel')}
          hint={t('companies.searchHint')}
          onSearch={(next) => setParams(listParamsOf({ ...filters, search: next, page: 1 }))}
        />
      }
      summary={(count) =>
        `${t('companies.showing', { count, formatted: formatNumber(lang, count) })}${search ? ` ${t('companies.searchingFor', { search })}` : ''}`
      }
      query={list}
      loading={<ListLoading label={t('companies.loading')} rows={6} />}
      failed={t('companies.failed')}
      empty={
        <ListEmpty hint={t('companies.emptyHint')}>
          {search ? t('companies.emptySearch', { search }) : t('companies.empty')}
        </ListEmpty>
      }
      page={filters.page}
      pageSize={COMPANIES_PAGE_SIZE}
      pageSearch={(page) => listSearchOf({ ...filters, page })}
    >
      {(companies) => <CompanyTable lang={lang} companies={companies} />}
    </ListPage>
  )
}
