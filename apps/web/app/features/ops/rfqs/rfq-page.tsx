import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, RefreshCw } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { opsRfqQuery, rfqQueueKeys } from '../../../api/ops-rfqs.ts'
import { RfqOfferFacts } from '../../../components/rfq-offer-facts.tsx'
import { RfqStatusBadge } from '../../../components/rfq-status-badge.tsx'
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
import { ObjectHistory } from '../console/object-history.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { DeclineForm } from './decline-form.tsx'
import { OfferForm } from './offer-form.tsx'
import { RfqBuyer, RfqHistory, RfqRequest } from './rfq-panels.tsx'

/** Back to the queue as the operator left it (status and page), or to the plain queue. */
function useBackLink(lang: Lang): string {
  const state = useLocation().state as { from?: unknown } | null
  const from = typeof state?.from === 'string' ? state.from : ''
  const queue = localizedPath('/ops/rfqs', lang)
  return from.startsWith(queue) ? from : queue
}

function Pending() {
  const { t } = useTranslation('rfqs')
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('ops.request.loading')}</span>
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}

/**
 * One request for quotation for the operators (docs/product.md#requests-for-quotation): who asked
 * what, the standing offer, the steps the API offers now (an offer, which replaces the standing
 * one, or declining), how it went, and the order it became.
 */
export function RfqPage({ lang, rfqId }: { lang: Lang; rfqId: number }) {
  const { t } = useTranslation('rfqs')
  const operator = useOperator()
  const queryClient = useQueryClient()
  const back = useBackLink(lang)
  const rfq = useQuery({ ...opsRfqQuery(useApi(), operator.id, lang, rfqId), enabled: rfqId > 0 })

  const backLink = (
    <Link
      to={back}
      className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:text-teal-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ops.request.back')}
    </Link>
  )

  if (rfqId > 0 && rfq.isPending) return <Pending />
  if (rfqId <= 0 || rfq.isError) {
    const missing = rfqId <= 0 || (rfq.error instanceof ApiError && rfq.error.status === 404)
    return (
      <div className="space-y-6">
        {backLink}
        <LoadFailure
          heading="h1"
          title={missing ? t('ops.request.notFound') : t('ops.request.failed')}
          retry={t('states.retry')}
          onRetry={missing ? undefined : () => void rfq.refetch()}
        />
      </div>
    )
  }

  const data = rfq.data!
  const actions = data.available_actions
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-ink-900">
            <span>{t('ops.request.heading', { number: ltr(data.rfq_number) })}</span>
            <RfqStatusBadge status={data.status} />
          </h1>
          <p className="text-ink-600 text-sm">
            {t('detail.sent', {
              date: formatDate(lang, data.created_at, { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void queryClient.invalidateQueries({ queryKey: rfqQueueKeys.requests(operator.id) })}
          disabled={rfq.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${rfq.isFetching ? 'animate-spin' : ''}`} />
          {t('ops.request.refresh')}
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          {data.order ? (
            <Alert
              tone="success"
              role="none"
              title={t('ops.request.accepted')}
              action={
                <Link
                  to={localizedPath(`/ops/orders/${data.order.id}`, lang)}
                  className="inline-flex items-center gap-1.5 font-semibold text-teal-900 underline"
                >
                  {t('ops.history.order', { number: ltr(data.order.order_number) })}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              }
            />
          ) : null}
          {data.status === 'declined' && data.decline_reason ? (
            <Alert tone="info" role="none" title={t('ops.request.declined')}>
              <p dir="auto" className="whitespace-pre-line">
                {data.decline_reason}
              </p>
            </Alert>
          ) : null}
          {data.offer ? (
            <Panel id="ops-rfq-standing" title={t('ops.request.standingOffer')}>
              <RfqOfferFacts lang={lang} offer={data.offer} unit={data.unit} />
            </Panel>
          ) : null}
          {actions.includes('offer') ? <OfferForm key={data.offer?.id ?? 0} lang={lang} rfq={data} /> : null}
          {actions.includes('decline') ? <DeclineForm lang={lang} rfq={data} /> : null}
          <RfqRequest lang={lang} rfq={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <RfqBuyer rfq={data} />
          <RfqHistory lang={lang} rfq={data} />
          <ObjectHistory lang={lang} type="rfq" id={data.id} />
        </div>
      </div>
    </div>
  )
}
