import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { useQuery } from '@tanstack/react-query'
import { rfqQuery } from '../../api/rfqs.ts'
import { RfqStatusBadge } from '../../components/rfq-status-badge.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { formatDate } from '../../lib/format.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { RfqRequestFacts } from './rfq-request-facts.tsx'
import { canWithdraw } from './rfq-stage.ts'
import { RfqStagePanel } from './rfq-stage-panel.tsx'
import { BackToRfqs, RfqNotFound } from './rfq-states.tsx'
import { WithdrawRfq } from './withdraw-rfq.tsx'

function DetailSkeleton() {
  const { t } = useTranslation('rfqs')
  return (
    <div role="status" aria-label={t('detail.loading')} className="space-y-6">
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  )
}

function RfqView({ lang, user, rfq }: { lang: Lang; user: SessionUser; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-2xl text-ink-900 sm:text-3xl">
              <bdi>{rfq.title}</bdi>
            </h1>
            <RfqStatusBadge status={rfq.status} className="text-sm" />
          </div>
          <p className="flex flex-wrap gap-x-4 text-ink-600 text-sm">
            <span>
              {t('detail.number')} <bdi className="font-mono">{rfq.rfq_number}</bdi>
            </span>
            <span>{t('detail.sent', { date: formatDate(lang, rfq.created_at, { dateStyle: 'long' }) })}</span>
          </p>
        </div>
        {canWithdraw(rfq) ? <WithdrawRfq lang={lang} user={user} rfq={rfq} /> : null}
      </header>
      <RfqStagePanel lang={lang} user={user} rfq={rfq} />
      <RfqRequestFacts lang={lang} rfq={rfq} />
    </div>
  )
}

/** A request for quotation for the signed-in buyer; fetched in the browser (tokens live there). */
export function RfqDetail({ lang, user, id }: { lang: Lang; user: SessionUser; id: number | null }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const rfq = useQuery({ ...rfqQuery(api, user.id, lang, id ?? 0), enabled: id !== null })
  const missing = rfq.error instanceof ApiError && rfq.error.status === 404
  if (id === null || missing) return <RfqNotFound lang={lang} />
  if (rfq.isError)
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(rfq.error)}
        retry={t('states.retry')}
        onRetry={() => void rfq.refetch()}
      />
    )
  return (
    <div className="space-y-6">
      <BackToRfqs lang={lang} />
      {rfq.data ? <RfqView lang={lang} user={user} rfq={rfq.data} /> : <DetailSkeleton />}
    </div>
  )
}
