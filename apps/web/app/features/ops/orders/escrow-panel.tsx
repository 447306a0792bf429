import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { OrderEscrow, Refund } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { opsOrderEscrowQuery } from '../../../api/ops-escrow.ts'
import { Button } from '../../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDay, formatNumber } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { RecordRefundForm } from './record-refund-form.tsx'
import { useFileDownload } from './use-file-download.ts'

function Amounts({ lang, escrow }: { lang: Lang; escrow: OrderEscrow }) {
  const { t } = useTranslation('ops')
  const row = (label: string, value: number, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold text-base' : ''}`}>
      <dt className={strong ? '' : 'text-ink-700'}>{label}</dt>
      <dd>
        <Money lang={lang} value={value} currency={escrow.currency} />
      </dd>
    </div>
  )
  return (
    <dl className="max-w-xs space-y-1.5 text-sm">
      {row(t('escrow.received'), escrow.received)}
      {row(t('escrow.held'), escrow.held, true)}
      {row(t('escrow.released'), escrow.released)}
      {row(t('escrow.refunded'), escrow.refunded)}
    </dl>
  )
}

/** The refunds sent, each with the day it left, the bank's reference, and its credit note. */
function Refunds({
  lang,
  refunds,
  currency,
  download,
}: {
  lang: Lang
  refunds: Refund[]
  /** The order's settlement currency: the refunds went out in it. */
  currency: Currency
  download: ReturnType<typeof useFileDownload>
}) {
  const { t } = useTranslation('ops')
  if (refunds.length === 0) return null
  return (
    <section aria-labelledby="ops-refunds" className="space-y-2">
      <h3 id="ops-refunds" className="font-semibold text-ink-900">
        {t('escrow.refunds')}
      </h3>
      <ul className="divide-y divide-sand-100 text-sm">
        {refunds.map((refund) => {
          const note = refund.credit_note
          const busy = download.busy(note.download_url)
          const kind = t('documents.kinds.credit_note')
          return (
            <li key={refund.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
              <div className="min-w-0 space-y-0.5">
                <p>
                  <Money lang={lang} value={refund.amount} currency={currency} className="font-semibold" />{' '}
                  <span className="text-ink-700">
                    {t('escrow.refundSent', {
                      date: formatDay(lang, refund.refunded_on, { dateStyle: 'medium' }),
                    })}
                  </span>
                </p>
                <p className="text-ink-600 text-xs">
                  {t('escrow.reference')}{' '}
                  <span dir="ltr" className="font-mono">
                    {refund.bank_reference}
                  </span>
                  {refund.claim_id !== null ? (
                    <>
                      {' '}
                      ·{' '}
                      {t('escrow.forClaim', {
                        id: formatNumber(lang, refund.claim_id, { useGrouping: false }),
                      })}
                    </>
                  ) : null}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-busy={busy || undefined}
                aria-label={t('documents.downloadItem', { kind, number: note.number })}
                onClick={() => download.start({ url: note.download_url, name: `${note.number}.pdf` })}
              >
                {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
                <span dir="ltr" className="font-mono">
                  {note.number}
                </span>
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * Where the order's money is (docs/decisions/043-escrow-ledger.md): received, held by the shop,
 * released to the suppliers, refunded to the buyer; until when it is held, or that a claim holds
 * it; the refunds sent with their credit notes; and, on a cancelled order that still owes its
 * buyer, the form that records the refund.
 */
export function EscrowPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const escrow = useQuery(opsOrderEscrowQuery(useApi(), operator.id, order.id))
  const download = useFileDownload()

  let body: ReactNode
  if (escrow.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('escrow.loading')}</span>
        <Skeleton className="h-24" />
      </div>
    )
  } else if (!escrow.data) {
    body = (
      <LoadFailure
        title={t('escrow.failed')}
        detail={failureDetail(escrow.error)}
        retry={t('order.retry')}
        onRetry={() => void escrow.refetch()}
      />
    )
  } else {
    const data = escrow.data
    const refundable = order.status === 'cancelled' && data.refund_due > 0 && data.held > 0
    body = (
      <>
        <Amounts lang={lang} escrow={data} />
        {data.claim_open ? (
          <p className="rounded-md bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-200">
            {t('escrow.claimOpen')}
          </p>
        ) : data.release_on ? (
          <p className="text-ink-700 text-sm">
            {t('escrow.releaseOn', { date: formatDay(lang, data.release_on, { dateStyle: 'long' }) })}
          </p>
        ) : null}
        {data.refund_due > 0 ? (
          <p className="rounded-md bg-rose-50 p-3 font-semibold text-rose-950 text-sm ring-1 ring-rose-200">
            {t('escrow.refundDue', { amount: formatIn(lang, data.refund_due, data.currency) })}
          </p>
        ) : null}
        <Refunds lang={lang} refunds={data.refunds} currency={data.currency} download={download} />
        {refundable ? (
          <RecordRefundForm key={`${data.refund_due}-${data.held}`} lang={lang} order={order} escrow={data} />
        ) : null}
      </>
    )
  }

  return (
    <Panel id="ops-order-escrow" title={t('escrow.title')} hint={t('escrow.hint')}>
      {body}
      <p role="status" className="sr-only">
        {download.saved ? t('documents.saved', { name: download.saved }) : ''}
      </p>
    </Panel>
  )
}
