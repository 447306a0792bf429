import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { categoriesQuery } from '../../api/categories.ts'
import { destinationsQuery } from '../../api/destinations.ts'
import { productQuery } from '../../api/products.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { RfqForm } from './rfq-form.tsx'
import { prefillOf } from './rfq-form-values.ts'
import { EmptyState } from './rfq-states.tsx'

function FormSkeleton() {
  const { t } = useTranslation('rfqs')
  return (
    <div role="status" aria-label={t('form.loading')} className="space-y-6">
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  )
}

/**
 * The new request's page for the signed-in buyer: the categories, the destinations and, for
 * `?product=`, the product, then the form. A product no longer in the catalogue is said so, and
 * the request goes on as one for something outside it.
 */
export function NewRfqPage({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const [params] = useSearchParams()
  const prefill = prefillOf(params)
  const categories = useQuery(categoriesQuery(api, lang))
  const destinations = useQuery(destinationsQuery(api, lang))
  const product = useQuery({
    ...productQuery(api, lang, prefill.product ?? 0, user.id, { quiet: true }),
    enabled: prefill.product !== null,
  })
  const productGone = product.error instanceof ApiError && product.error.status === 404

  const failed = [categories, destinations, productGone ? null : product].find((q) => q?.isError)
  if (failed) {
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(failed.error)}
        retry={t('states.retry')}
        onRetry={() => {
          for (const q of [categories, destinations, product]) if (q.isError) void q.refetch()
        }}
      />
    )
  }
  const productReady = prefill.product === null || productGone || product.data !== undefined
  if (!categories.data || !destinations.data || !productReady) return <FormSkeleton />
  if (destinations.data.length === 0) {
    return (
      <EmptyState title={t('form.noDestinations')}>
        <Link to={localizedPath('/contact', lang)} className={buttonClass({ variant: 'outline' })}>
          {t('form.contactUs')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <div className="space-y-6">
      {productGone ? <Alert tone="warning">{t('form.productGone')}</Alert> : null}
      <RfqForm
        key={params.toString()}
        lang={lang}
        user={user}
        product={product.data ?? null}
        variation={prefill.variation}
        categories={categories.data}
        destinations={destinations.data}
      />
    </div>
  )
}
