import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { OrderPayment, PaymentProof } from '@caravanserai/contracts/payments'
import { useQuery } from '@tanstack/react-query'
import { FileText, MessageSquareWarning } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { opsOrderPaymentQuery } from '../../../api/ops-orders.ts'
import { PaymentStateBadge, ProofStateBadge } from '../../../components/payment-state-badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { RecordPaymentForm } from './record-payment-form.tsx'
import { RejectProofForm } from './reject-proof-form.tsx'
import { useFileDownload } from './use-file-download.ts'

/** A day the money arrived (YYYY-MM-DD), read at midday so no time zone moves it. */
const day = (lang: Lang, isoDay: string) => formatDate(lang, `${isoDay}T12:00:00`, { dateStyle: 'medium' })
const moment = (lang: Lang, value: string) =>
  formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' })

function Amounts({ lang, order, payment }: { lang: Lang; order: OpsOrder; payment: OrderPayment }) {
  const { t } = useTranslation('ops')
  const row = (label: string, value: number, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold text-base' : ''}`}>
      <dt className={strong ? '' : 'text-ink-700'}>{label}</dt>
      <dd>
        <Money lang={lang} value={value} currency={payment.currency} />
      </dd>
    </div>
  )
  // All in the order's settlement currency (docs/decisions/046-settlement-currency.md).
  return (
    <dl className="max-w-xs space-y-1.5 text-sm">
      {row(t('payment.total'), order.settlement_total_amount)}
      {row(t('payment.paid'), payment.amount_paid)}
      {row(t('payment.due'), payment.amount_due, true)}
    </dl>
  )
}

/** The confirmations the buyer sent, newest first, each with its file and, waiting, its answer. */
function Proofs({
  lang,
  order,
  proofs,
  download,
}: {
  lang: Lang
  order: OpsOrder
  proofs: PaymentProof[]
  download: ReturnType<typeof useFileDownload>
}) {
  const { t } = useTranslation('ops')
  const [rejecting, setRejecting] = useState<number | null>(null)
  const closeRejection = (proofId: number) => {
    setRejecting(null)
    // Back to the button that opened it, when the confirmation is still there to answer.
    requestAnimationFrame(() => document.getElementById(`ops-reject-open-${proofId}`)?.focus())
  }
  return (
    <section aria-labelledby="ops-proofs" className="space-y-2">
      <h3 id="ops-proofs" className="font-semibold text-ink-900">
        {t('payment.proofs')}
      </h3>
      {proofs.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('payment.noProofs')}</p>
      ) : (
        <ul className="space-y-3">
          {[...proofs].reverse().map((proof) => {
            const busy = download.busy(proof.file.download_url)
            return (
              <li key={proof.id} className="space-y-2 rounded-md p-3 ring-1 ring-sand-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ProofStateBadge state={proof.state} />
                  <time dateTime={proof.created_at} className="text-ink-600 text-xs">
                    {t('payment.sentAt', { date: moment(lang, proof.created_at) })}
                  </time>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="max-w-full text-teal-800 underline underline-offset-4"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  aria-label={t('payment.downloadFile', { name: proof.file.name })}
                  onClick={() => download.start({ url: proof.file.download_url, name: proof.file.name })}
                >
                  {busy ? <Spinner className="size-4" /> : <FileText aria-hidden="true" className="size-4" />}
                  <span dir="auto" className="truncate">
                    {proof.file.name}
                  </span>
                </Button>
                {proof.rejection_reason ? (
                  <div className="text-sm">
                    <p className="font-semibold text-ink-700 text-xs">{t('payment.rejectionReason')}</p>
                    <p dir="auto" className="whitespace-pre-line text-ink-900">
                      {proof.rejection_reason}
                    </p>
                  </div>
                ) : null}
                {proof.state === 'pending' ? (
                  <>
                    <Button
                      id={`ops-reject-open-${proof.id}`}
                      variant="outline"
                      size="sm"
                      aria-expanded={rejecting === proof.id}
                      aria-controls={rejecting === proof.id ? `ops-reject-${proof.id}` : undefined}
                      onClick={() =>
                        rejecting === proof.id ? closeRejection(proof.id) : setRejecting(proof.id)
                      }
                    >
                      <MessageSquareWarning aria-hidden="true" className="size-4" />
                      {t('payment.reject.open')}
                    </Button>
                    {rejecting === proof.id ? (
                      <RejectProofForm
                        id={`ops-reject-${proof.id}`}
                        lang={lang}
                        order={order}
                        proof={proof}
                        onClose={() => closeRejection(proof.id)}
                      />
                    ) : null}
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function Payments({ lang, payment }: { lang: Lang; payment: OrderPayment }) {
  const { t } = useTranslation('ops')
  return (
    <section aria-labelledby="ops-payments" className="space-y-2">
      <h3 id="ops-payments" className="font-semibold text-ink-900">
        {t('payment.payments')}
      </h3>
      {payment.payments.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('payment.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-sand-100 text-sm">
          {payment.payments.map((received) => (
            <li
              key={received.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <Money
                lang={lang}
                value={received.amount}
                currency={payment.currency}
                className="font-semibold"
              />
              <span className="text-ink-700">
                {t('payment.arrived', { date: day(lang, received.received_on) })}
                <span className="text-ink-600 text-xs">
                  {' · '}
                  {t('payment.recordedAt', { date: moment(lang, received.created_at) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The order's payment by bank transfer (docs/product.md#payment-by-bank-transfer): its state,
 * what is paid and due, the buyer's transfer confirmations (each downloadable, and sent back
 * with a reason while it waits), the money recorded, and, once the buyer has approved the quote
 * and until it is paid in full, the form that records money received.
 */
export function PaymentPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const payment = useQuery(opsOrderPaymentQuery(useApi(), operator.id, order.id))
  const download = useFileDownload()

  let body: ReactNode
  if (payment.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('payment.loading')}</span>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-20" />
      </div>
    )
  } else if (!payment.data) {
    body = (
      <LoadFailure
        title={t('payment.failed')}
        detail={failureDetail(payment.error)}
        retry={t('order.retry')}
        onRetry={() => void payment.refetch()}
      />
    )
  } else {
    const data = payment.data
    const canRecord = order.approved_at !== null && order.status !== 'cancelled' && data.state !== 'paid'
    body = (
      <>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <p className="flex items-center gap-2 text-sm">
            <span className="font-semibold text-ink-700">{t('payment.state')}</span>
            <PaymentStateBadge reader="operator" state={data.state} />
          </p>
          <Amounts lang={lang} order={order} payment={data} />
        </div>
        {order.approved_at === null ? <p className="text-ink-600 text-sm">{t('payment.notDue')}</p> : null}
        {order.payment_override_reason ? (
          <div className="rounded-md bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-200">
            <p className="font-semibold">{t('payment.shippedUnpaid')}</p>
            <p dir="auto" className="whitespace-pre-line">
              {order.payment_override_reason}
            </p>
          </div>
        ) : null}
        <Proofs lang={lang} order={order} proofs={data.proofs} download={download} />
        <Payments lang={lang} payment={data} />
        {canRecord ? (
          <RecordPaymentForm key={data.amount_due} lang={lang} order={order} payment={data} />
        ) : null}
      </>
    )
  }

  return (
    <Panel id="ops-order-payment" title={t('payment.title')} hint={t('payment.hint')}>
      {body}
      <p role="status" className="sr-only">
        {download.saved ? t('documents.saved', { name: download.saved }) : ''}
      </p>
    </Panel>
  )
}
