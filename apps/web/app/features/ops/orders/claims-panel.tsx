import type { Claim } from '@caravanserai/contracts/claims'
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import { CLAIM_FIRST_ANSWER_HOURS } from '@caravanserai/contracts/ops-claims'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { useQuery } from '@tanstack/react-query'
import { FileText, Gavel } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { opsOrderClaimsQuery } from '../../../api/ops-claims.ts'
import { opsOrderEscrowQuery } from '../../../api/ops-escrow.ts'
import { Button } from '../../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatDay, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ClaimStateBadge, hoursPassed, OverdueBadge, useAge } from '../console/claim-facts.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { ResolveClaimForm } from './resolve-claim-form.tsx'
import { useFileDownload } from './use-file-download.ts'

const moment = (lang: Lang, value: string) =>
  formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' })

/** Open, and not answered within the hours operators promise (the queue hears it from the API). */
export function isOverdue(claim: Claim, now: Date): boolean {
  return (
    claim.state === 'open' &&
    claim.first_answered_at === null &&
    hoursPassed(claim.opened_at, now, CLAIM_FIRST_ANSWER_HOURS)
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-ink-700">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  )
}

/** What the operator said on resolving it, the refund it made, the order that ships the replacement. */
function Resolution({ lang, claim, escrow }: { lang: Lang; claim: Claim; escrow: OrderEscrow | undefined }) {
  const { t } = useTranslation('ops')
  if (!claim.resolved_at) return null
  const refund = escrow?.refunds.find((r) => r.id === claim.refund_id)
  return (
    <div className="space-y-1 rounded-md bg-sand-50 p-3 text-sm">
      <p className="font-semibold text-ink-800">
        {t(`claims.resolvedAs.${claim.state}`, { date: moment(lang, claim.resolved_at) })}
      </p>
      {refund ? (
        <p>
          {t('claims.refundOf')}{' '}
          <Money lang={lang} value={refund.amount} currency={escrow?.currency} className="font-semibold" />
          {' · '}
          <span dir="ltr" className="font-mono text-xs">
            {refund.credit_note.number}
          </span>
        </p>
      ) : null}
      {claim.replacement_order ? (
        <p>
          {t('claims.replacement')}{' '}
          <Link
            to={localizedPath(`/ops/orders/${claim.replacement_order.id}`, lang)}
            dir="ltr"
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            {claim.replacement_order.order_number}
          </Link>
        </p>
      ) : null}
      {claim.resolution_note ? (
        <p dir="auto" className="whitespace-pre-line text-ink-900">
          {claim.resolution_note}
        </p>
      ) : null}
    </div>
  )
}

function ClaimItem({
  lang,
  order,
  claim,
  escrow,
  download,
  now,
}: {
  lang: Lang
  order: OpsOrder
  claim: Claim
  escrow: OrderEscrow | undefined
  download: ReturnType<typeof useFileDownload>
  now: Date
}) {
  const { t } = useTranslation('ops')
  const age = useAge(lang)
  const [resolving, setResolving] = useState(false)
  const openerId = `ops-claim-resolve-open-${claim.id}`
  const close = () => {
    setResolving(false)
    requestAnimationFrame(() => document.getElementById(openerId)?.focus())
  }
  const n = (value: number) => formatNumber(lang, value)
  return (
    <li className="space-y-3 rounded-md p-4 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {t('claims.claimNumber', { id: formatNumber(lang, claim.id, { useGrouping: false }) })}
          <ClaimStateBadge state={claim.state} />
          {isOverdue(claim, now) ? <OverdueBadge lang={lang} hours={CLAIM_FIRST_ANSWER_HOURS} /> : null}
        </h3>
        <p className="text-ink-600 text-xs">
          <time dateTime={claim.opened_at}>
            {t('claims.openedAt', { date: moment(lang, claim.opened_at) })}
          </time>
          {claim.state === 'open' ? <> · {t('claims.age', { age: age(claim.opened_at, now) })}</> : null}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        <Fact label={t('claims.reason')}>{t(`claims.reasons.${claim.reason}`)}</Fact>
        <Fact label={t('claims.remedy')}>{t(`claims.remedies.${claim.remedy}`)}</Fact>
        {claim.first_answered_at ? (
          <Fact label={t('claims.firstAnswer')}>{moment(lang, claim.first_answered_at)}</Fact>
        ) : null}
      </dl>
      <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-3 text-ink-900 text-sm">
        {claim.description}
      </p>
      {claim.lines.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-semibold text-ink-800">{t('claims.lines')}</h4>
          <ul className="mt-1 space-y-1">
            {claim.lines.map((line) => (
              <li key={line.item} className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0">
                  <bdi className="font-medium">{line.name}</bdi>
                  {line.variation ? <span className="text-ink-600"> · {line.variation}</span> : null}
                </span>
                <span className="whitespace-nowrap tabular-nums">
                  {t('claims.quantityOf', { quantity: n(line.quantity), ordered: n(line.ordered) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {claim.files.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-semibold text-ink-800">{t('claims.evidence')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {claim.files.map((file) => {
              const busy = download.busy(file.download_url)
              return (
                <li key={file.id}>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="max-w-full text-teal-800 underline underline-offset-4"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    aria-label={t('payment.downloadFile', { name: file.name })}
                    onClick={() => download.start({ url: file.download_url, name: file.name })}
                  >
                    {busy ? (
                      <Spinner className="size-4" />
                    ) : (
                      <FileText aria-hidden="true" className="size-4" />
                    )}
                    <span dir="auto" className="truncate">
                      {file.name}
                    </span>
                  </Button>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      <Resolution lang={lang} claim={claim} escrow={escrow} />
      {claim.state === 'open' ? (
        <>
          <Button
            id={openerId}
            variant="outline"
            size="sm"
            aria-expanded={resolving}
            aria-controls={resolving ? `ops-claim-resolve-${claim.id}` : undefined}
            disabled={!escrow}
            onClick={() => (resolving ? close() : setResolving(true))}
          >
            <Gavel aria-hidden="true" className="size-4" />
            {t('claims.resolve.open')}
          </Button>
          {resolving && escrow ? (
            <ResolveClaimForm
              id={`ops-claim-resolve-${claim.id}`}
              lang={lang}
              order={order}
              claim={claim}
              held={escrow.held}
              onClose={close}
            />
          ) : null}
        </>
      ) : null}
    </li>
  )
}

/**
 * The order's claims (docs/decisions/044-claims.md), newest first: why the buyer claims, what they
 * ask for, the lines and how many units, the evidence they sent, how long it has waited (marked
 * once no one has answered within the promised hours), how it was resolved; an open one is
 * answered here, a refund bounded by what the order holds.
 */
export function ClaimsPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const claims = useQuery(opsOrderClaimsQuery(api, operator.id, lang, order.id))
  const escrow = useQuery(opsOrderEscrowQuery(api, operator.id, order.id))
  const download = useFileDownload()
  const now = new Date()

  let body: ReactNode
  if (claims.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('claims.loading')}</span>
        <Skeleton className="h-24" />
      </div>
    )
  } else if (!claims.data) {
    body = (
      <LoadFailure
        title={t('claims.failed')}
        detail={failureDetail(claims.error)}
        retry={t('order.retry')}
        onRetry={() => void claims.refetch()}
      />
    )
  } else {
    const { results, open_until } = claims.data
    body = (
      <>
        {open_until ? (
          <p className="text-ink-700 text-sm">
            {t('claims.openUntil', { date: formatDay(lang, open_until, { dateStyle: 'long' }) })}
          </p>
        ) : null}
        {results.length === 0 ? (
          <p className="text-ink-600 text-sm">{t('claims.none')}</p>
        ) : (
          <ul className="space-y-3">
            {results.map((claim) => (
              <ClaimItem
                key={claim.id}
                lang={lang}
                order={order}
                claim={claim}
                escrow={escrow.data}
                download={download}
                now={now}
              />
            ))}
          </ul>
        )}
      </>
    )
  }

  return (
    <Panel
      id="ops-order-claims"
      title={t('claims.title')}
      hint={t('claims.hint', { hours: formatNumber(lang, CLAIM_FIRST_ANSWER_HOURS) })}
    >
      {body}
      <p role="status" className="sr-only">
        {download.saved ? t('documents.saved', { name: download.saved }) : ''}
      </p>
    </Panel>
  )
}
