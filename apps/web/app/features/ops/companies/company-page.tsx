import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsCompany } from '@caravanserai/contracts/ops-companies'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { companyQuery } from '../../../api/ops-companies.ts'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConsoleFact } from '../console/console-fact.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ConsoleOrderTable } from '../console/order-table.tsx'
import { Panel } from '../console/panel.tsx'
import { CompanyName } from './company-list.tsx'

function Details({ lang, company }: { lang: Lang; company: OpsCompany }) {
  const { t } = useTranslation('customers')
  return (
    <Panel id="ops-company-details" title={t('companies.details.title')}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <ConsoleFact label={t('companies.details.taxId')}>
          <span dir="ltr">{company.tax_id}</span>
        </ConsoleFact>
        <ConsoleFact label={t('companies.details.registrationNumber')}>
          <span dir="ltr">{company.registration_number}</span>
        </ConsoleFact>
        <ConsoleFact label={t('companies.details.legalAddress')}>
          <span dir="auto" className="whitespace-pre-line">
            {company.legal_address}
          </span>
        </ConsoleFact>
        <ConsoleFact label={t('companies.details.country')}>{company.country}</ConsoleFact>
        <ConsoleFact label={t('companies.details.approvalThreshold')}>
          {company.approval_threshold ? (
            <Money lang={lang} value={company.approval_threshold} currency="USD" />
          ) : (
            t('companies.details.noApproval')
          )}
        </ConsoleFact>
        <ConsoleFact label={t('companies.details.ordered')}>
          <Money lang={lang} value={company.ordered_total} currency="USD" />
        </ConsoleFact>
      </dl>
    </Panel>
  )
}

function Members({ lang, company }: { lang: Lang; company: OpsCompany }) {
  const { t } = useTranslation('customers')
  return (
    <Panel id="ops-company-people" title={t('companies.people.title')}>
      <ul className="divide-y divide-sand-200 text-sm">
        {company.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="min-w-0">
              <Link
                to={localizedPath(`/ops/customers/${m.id}`, lang)}
                className="font-semibold text-teal-800 underline underline-offset-4"
              >
                <bdi>{m.name || m.email}</bdi>
              </Link>
              <span className="block break-all text-ink-600 text-xs" dir="ltr">
                {m.email}
              </span>
            </span>
            <span className="text-end">
              <span className="block">{t(`companies.roles.${m.role}`)}</span>
              <span className="block text-ink-600 text-xs">
                {m.monthly_limit ? (
                  <>
                    {t('companies.people.limit')} <Money lang={lang} value={m.monthly_limit} currency="USD" />
                  </>
                ) : null}{' '}
                {t('companies.people.orders', {
                  count: m.orders_count,
                  formatted: formatNumber(lang, m.orders_count),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function Orders({ lang, company }: { lang: Lang; company: OpsCompany }) {
  const { t } = useTranslation('customers')
  const column = (key: string) => t(`companies.orders.columns.${key}`)
  const hint =
    company.orders.length < company.orders_count
      ? t('customer.orders.shown', {
          shown: formatNumber(lang, company.orders.length),
          total: formatNumber(lang, company.orders_count),
        })
      : undefined
  return (
    <Panel id="ops-company-orders" title={t('companies.orders.title')} hint={hint}>
      {company.orders.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('companies.orders.empty')}</p>
      ) : (
        <ConsoleOrderTable
          lang={lang}
          orders={company.orders}
          caption={t('companies.orders.caption')}
          columns={{
            number: column('number'),
            date: column('date'),
            placedBy: column('placedBy'),
            status: column('status'),
            total: column('total'),
          }}
        />
      )}
    </Panel>
  )
}

/** A company in the console (docs/product.md#console-companies): its details, people and orders. */
export function CompanyPage({ lang, companyId }: { lang: Lang; companyId: number }) {
  const { t } = useTranslation('customers')
  const operator = useOperator()
  const company = useQuery({ ...companyQuery(useApi(), operator.id, companyId), enabled: companyId > 0 })
  const backLink = (
    <Link
      to={localizedPath('/ops/companies', lang)}
      className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:text-teal-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('companies.back')}
    </Link>
  )
  if (companyId > 0 && company.isPending)
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('companies.loadingOne')}</span>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96" />
      </div>
    )
  if (companyId <= 0 || company.isError) {
    const missing = companyId <= 0 || (company.error instanceof ApiError && company.error.status === 404)
    return (
      <div className="space-y-6">
        {backLink}
        <LoadFailure
          heading="h1"
          title={missing ? t('companies.notFound') : t('companies.failedOne')}
          retry={t('customer.retry')}
          onRetry={missing ? undefined : () => void company.refetch()}
        />
      </div>
    )
  }
  const data = company.data!
  return (
    <div className="space-y-6">
      {backLink}
      <div className="space-y-1">
        <h1 className="break-words font-bold text-2xl text-ink-900">
          <CompanyName company={data} />
        </h1>
        <p className="text-ink-600 text-sm">
          {t('companies.since', { date: formatDate(lang, data.created_at, { dateStyle: 'long' }) })}
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Details lang={lang} company={data} />
          <Orders lang={lang} company={data} />
        </div>
        <div className="min-w-0">
          <Members lang={lang} company={data} />
        </div>
      </div>
    </div>
  )
}
