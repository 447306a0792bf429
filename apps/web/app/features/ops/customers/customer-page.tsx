import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { customerQuery } from '../../../api/ops-customers.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ltr } from '../console/ltr.ts'
import { useOperator } from '../console/ops-context.ts'
import { CustomerActions } from './customer-actions.tsx'
import { CustomerBadges } from './customer-badges.tsx'
import type { Erased } from './customer-erase.tsx'
import { CustomerAddresses, CustomerOrders, CustomerProfile, CustomerReviews } from './customer-sections.tsx'

function Pending() {
  const { t } = useTranslation('customers')
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('customer.loading')}</span>
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}

/** The page once the account is erased: what became of it, and how the trail names it. */
function ErasedNotice({ erased }: { erased: Erased }) {
  const { t } = useTranslation('customers')
  return (
    <Alert tone="success" role="status" heading="h1" title={t('erased.title')}>
      <p>{t(`erased.${erased.outcome}`)}</p>
      <p>{t('erased.audit', { label: ltr(`customer #${erased.id}`) })}</p>
    </Alert>
  )
}

/**
 * One customer for the operators (docs/product.md#customers): the profile with its verification
 * and active state, the address book, orders, reviews, and what may be done with the account.
 */
export function CustomerPage({ lang, customerId }: { lang: Lang; customerId: number }) {
  const { t } = useTranslation('customers')
  const operator = useOperator()
  const [erased, setErased] = useState<Erased | null>(null)
  const customer = useQuery({
    ...customerQuery(useApi(), operator.id, lang, customerId),
    enabled: customerId > 0 && erased === null,
  })

  const backLink = (
    <Link
      to={localizedPath('/ops/customers', lang)}
      className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:text-teal-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('customer.back')}
    </Link>
  )

  if (erased)
    return (
      <div className="space-y-6">
        {backLink}
        <ErasedNotice erased={erased} />
      </div>
    )
  if (customerId > 0 && customer.isPending) return <Pending />
  if (customerId <= 0 || customer.isError) {
    const missing = customerId <= 0 || (customer.error instanceof ApiError && customer.error.status === 404)
    return (
      <div className="space-y-6">
        {backLink}
        <LoadFailure
          heading="h1"
          title={missing ? t('customer.notFound') : t('customer.failed')}
          retry={t('customer.retry')}
          onRetry={missing ? undefined : () => void customer.refetch()}
        />
      </div>
    )
  }

  const data = customer.data!
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words font-bold text-2xl text-ink-900">
            <bdi>{data.name || data.email}</bdi>
          </h1>
          <CustomerBadges verified={data.is_verified} active={data.is_active} />
          <p className="text-ink-600 text-sm">
            {t('customer.joined', { date: formatDate(lang, data.created_at, { dateStyle: 'long' }) })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void customer.refetch()}
          disabled={customer.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${customer.isFetching ? 'animate-spin' : ''}`} />
          {t('customer.refresh')}
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CustomerProfile lang={lang} customer={data} />
          <CustomerOrders lang={lang} customer={data} />
          <CustomerReviews lang={lang} customer={data} />
          <CustomerAddresses customer={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <CustomerActions lang={lang} customer={data} onErased={setErased} />
        </div>
      </div>
    </div>
  )
}
