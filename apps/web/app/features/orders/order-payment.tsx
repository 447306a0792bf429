import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import type { OrderPayment as Payment, ProofState } from '@caravanserai/contracts/payments'
import { useQuery } from '@tanstack/react-query'
import { type Ref, useEffect, useRef, useState } from 'react'
import { orderPaymentQuery } from '../../api/orders.ts'
import { PaymentStateBadge } from '../../components/payment-state-badge.tsx'
import { SettledPrice } from '../../components/price.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDate, formatDay } from '../../lib/format.ts'
import { formatIn } from '../../lib/money.ts'
import type { SessionUser } from '../../lib/session.ts'
import { settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { BankDetails } from './bank-details.tsx'
import { FileDownloadButton } from './file-download-button.tsx'
import { ProofUpload } from './proof-upload.tsx'

const PROOF_TONES: Record<ProofState, string> = {
  pending: 'bg-amber-100 text-amber-950',
  accepted: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
}

// Isolated (FSI…PDI) so an amount inside Persian text keeps its own order, as <SettledPrice> does.
const isolated = (text: string) => `\u2068${text}\u2069`

/** What the order costs, what arrived and what is due, in the order's settlement currency. */
function Amounts({ lang, order, payment }: { lang: Lang; order: Order; payment: Payment }) {
  const { t } = useTranslation('orders')
  const settlement = settlementOf(order)
  const figures = [
    ['amountTotal', order.settlement_total_amount],
    ['amountPaid', payment.amount_paid],
    ['amountDue', payment.amount_due],
  ] as const
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([key, value]) => (
        <div
          key={key}
          className={`rounded-lg p-3 ring-1 ${key === 'amountDue' && value > 0 ? 'bg-amber-50 ring-amber-200' : 'bg-sand-50 ring-sand-200'}`}
        >
          <dt className="text-ink-700 text-sm">{t(`payment.${key}`)}</dt>
          <dd className="font-bold text-ink-900 text-lg">
            <SettledPrice lang={lang} amount={value} settlement={settlement} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Proofs({
  lang,
  payment,
  heading,
}: {
  lang: Lang
  payment: Payment
  heading: Ref<HTMLHeadingElement>
}) {
  const { t } = useTranslation('orders')
  const download = t('payment.proofs.download')
  return (
    <div className="space-y-2">
      <h3
        ref={heading}
        tabIndex={-1}
        id="payment-proofs"
        className="font-semibold text-ink-900 focus:outline-none"
      >
        {t('payment.proofs.title')}
      </h3>
      <ul aria-labelledby="payment-proofs" className="divide-y divide-sand-200">
        {[...payment.proofs].reverse().map((proof) => (
          <li key={proof.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <p className="font-semibold text-ink-900 wrap-anywhere">
              <bdi>{proof.file.name}</bdi>
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="text-ink-600 text-sm">
                {t('payment.proofs.sent', {
                  date: formatDate(lang, proof.created_at, { dateStyle: 'medium' }),
                })}
              </span>
              <span
                className={`whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${PROOF_TONES[proof.state]}`}
              >
                {t(`payment.proofs.state.${proof.state}`)}
              </span>
              <span className="ms-auto">
                <FileDownloadButton
                  url={proof.file.download_url}
                  fileName={proof.file.name}
                  text={download}
                  label={t('payment.proofs.downloadLabel', { download, name: proof.file.name })}
                />
              </span>
            </div>
            {proof.state === 'rejected' && proof.rejection_reason ? (
              <p className="rounded-md bg-red-50 p-3 text-red-900 text-sm">
                <span className="font-semibold">{t('payment.proofs.reason')}</span>{' '}
                <span dir="auto" className="whitespace-pre-line wrap-anywhere">
                  {proof.rejection_reason}
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Received({ lang, order, payment }: { lang: Lang; order: Order; payment: Payment }) {
  const { t } = useTranslation('orders')
  return (
    <div className="space-y-2">
      <h3 id="payment-received" className="font-semibold text-ink-900">
        {t('payment.payments.title')}
      </h3>
      <ul aria-labelledby="payment-received" className="divide-y divide-sand-200 text-sm">
        {[...payment.payments].reverse().map((received) => (
          <li
            key={received.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <SettledPrice
              lang={lang}
              amount={received.amount}
              settlement={settlementOf(order)}
              className="font-semibold text-ink-900"
            />
            <span className="text-ink-600">
              {t('payment.payments.received', { date: formatDay(lang, received.received_on) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The order's payment by bank transfer (docs/product.md#payment-by-bank-transfer): where it
 * stands, what is paid and due, the account to pay into with the reference to write, the upload
 * of the bank's confirmation, the confirmations sent and the money received. Read in the browser
 * (it needs the session), beside the order.
 */
export function OrderPayment({ lang, user, order }: { lang: Lang; user: SessionUser; order: Order }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const payment = useQuery(orderPaymentQuery(api, user.id, order.id))
  const heading = useRef<HTMLHeadingElement>(null)
  const proofsHeading = useRef<HTMLHeadingElement>(null)
  const [conflict, setConflict] = useState('')
  // Where focus goes after an upload: the list it joined (which may render a moment after the
  // upload's answer), or the section when the order moved on and the form may be gone.
  const focusNext = useRef<'proofs' | 'section' | null>(null)
  useEffect(() => {
    const target =
      focusNext.current === 'proofs'
        ? proofsHeading.current
        : focusNext.current === 'section'
          ? heading.current
          : null
    if (target) {
      target.focus()
      focusNext.current = null
    }
  })
  const data = payment.data
  const state = data?.state ?? order.payment_state
  return (
    <section
      aria-labelledby="order-payment"
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          ref={heading}
          tabIndex={-1}
          id="order-payment"
          className="font-bold text-ink-900 text-lg focus:outline-none"
        >
          {t('payment.title')}
        </h2>
        <PaymentStateBadge state={state} />
      </div>
      {conflict ? <Alert tone="warning">{conflict}</Alert> : null}
      {/* A failed refresh keeps what was read before on screen. */}
      {payment.isError && !data ? (
        <LoadFailure
          title={t('payment.loadFailed')}
          detail={failureDetail(payment.error)}
          retry={t('states.retry')}
          onRetry={() => void payment.refetch()}
          retrying={payment.isFetching}
        />
      ) : !data ? (
        <div role="status" aria-label={t('payment.loading')} className="space-y-3">
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-40 w-full rounded-lg" />
        </div>
      ) : (
        <>
          <p className="text-ink-700 text-sm leading-relaxed">
            {t(`payment.help.${data.state}`, {
              due: isolated(formatIn(lang, data.amount_due, data.currency)),
            })}
          </p>
          <Amounts lang={lang} order={order} payment={data} />
          {data.state === 'paid' ? null : data.instructions ? (
            <BankDetails instructions={data.instructions} />
          ) : (
            <p className="text-ink-600 text-sm">{t('payment.bank.none')}</p>
          )}
          {data.can_send_proof ? (
            <ProofUpload
              lang={lang}
              user={user}
              orderId={order.id}
              onSent={() => {
                setConflict('')
                focusNext.current = 'proofs'
              }}
              onConflict={(reason) => {
                setConflict(reason)
                focusNext.current = 'section'
              }}
            />
          ) : null}
          {data.proofs.length > 0 ? <Proofs lang={lang} payment={data} heading={proofsHeading} /> : null}
          {data.payments.length > 0 ? <Received lang={lang} order={order} payment={data} /> : null}
        </>
      )}
    </section>
  )
}
