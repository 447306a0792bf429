import type { OrderEscrow, Refund } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { orderEscrowQuery } from '../../api/escrow.ts'
import { SettledPrice } from '../../components/price.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDay } from '../../lib/format.ts'
import { formatIn } from '../../lib/money.ts'
import type { SessionUser } from '../../lib/session.ts'
import { type Settlement, settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { FileDownloadButton } from './file-download-button.tsx'

/** Isolated (FSI…PDI) so an amount inside Persian text keeps its own order, as <SettledPrice> does. */
const isolated = (text: string) => `\u2068${text}\u2069`

/** The statuses before the buyer confirms receipt: what is held waits for that. */
const BEFORE_RECEIPT: readonly Order['status'][] = [
  'pending_shipping',
  'pending_approval',
  'processing',
  'shipped',
]

export type EscrowSentence =
  | { key: 'claimOpen' }
  | { key: 'refundDue'; amount: number }
  | { key: 'heldUntil'; day: string }
  | { key: 'heldUntilReceipt' }
  | { key: 'released' }
  | null

/**
 * What the order's money waits for, in one sentence (docs/decisions/043-escrow-ledger.md): a
 * cancelled order's refund, an open claim (nothing is released meanwhile), the end of the claim
 * window, the buyer's receipt, or nothing more: it was released to the supplier.
 */
export function escrowSentence(escrow: OrderEscrow, status: Order['status']): EscrowSentence {
  if (escrow.refund_due > 0) return { key: 'refundDue', amount: escrow.refund_due }
  if (escrow.held > 0) {
    if (escrow.claim_open) return { key: 'claimOpen' }
    if (escrow.release_on) return { key: 'heldUntil', day: escrow.release_on }
    return BEFORE_RECEIPT.includes(status) ? { key: 'heldUntilReceipt' } : null
  }
  return escrow.released > 0 ? { key: 'released' } : null
}

function RefundRow({ lang, refund, settlement }: { lang: Lang; refund: Refund; settlement: Settlement }) {
  const { t } = useTranslation('orders')
  const note = refund.credit_note
  const kind = t('documents.kind.credit_note')
  const download = t('documents.download')
  return (
    <li className="space-y-3 py-3 first:pt-0 last:pb-0">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-700">{t('escrow.refund.amount')}</dt>
        <dd className="font-semibold text-ink-900">
          <SettledPrice lang={lang} amount={refund.amount} settlement={settlement} />
        </dd>
        <dt className="text-ink-700">{t('escrow.refund.sentOn')}</dt>
        <dd>
          <time dateTime={refund.refunded_on}>{formatDay(lang, refund.refunded_on)}</time>
        </dd>
        <dt className="text-ink-700">{t('escrow.refund.reference')}</dt>
        <dd>
          <bdi dir="ltr" className="break-all font-mono">
            {refund.bank_reference}
          </bdi>
        </dd>
        <dt className="text-ink-700">{kind}</dt>
        <dd>
          <bdi dir="ltr" className="font-mono">
            {note.number}
          </bdi>
        </dd>
      </dl>
      <FileDownloadButton
        url={note.download_url}
        fileName={`${note.number}.pdf`}
        text={download}
        label={t('documents.downloadLabel', { download, kind, number: note.number })}
      />
    </li>
  )
}

function EscrowBody({ lang, order, escrow }: { lang: Lang; order: Order; escrow: OrderEscrow }) {
  const { t } = useTranslation('orders')
  // The ledger is in the order's settlement currency (docs/decisions/046-settlement-currency.md).
  const settlement = settlementOf(order)
  const sentence = escrowSentence(escrow, order.status)
  const amounts = (
    [
      ['held', escrow.held],
      ['released', escrow.released],
      ['refunded', escrow.refunded],
    ] as const
  ).filter(([, value]) => value > 0)
  return (
    <>
      {sentence ? (
        <p className="text-sm leading-relaxed">
          {sentence.key === 'refundDue'
            ? t('escrow.refundDue', { amount: isolated(formatIn(lang, sentence.amount, escrow.currency)) })
            : sentence.key === 'heldUntil'
              ? t('escrow.heldUntil', { date: formatDay(lang, sentence.day) })
              : t(`escrow.${sentence.key}`)}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-sand-50 p-3">
          <dt className="text-ink-700 text-sm">{t('escrow.amount.received')}</dt>
          <dd className="font-semibold text-ink-900">
            <SettledPrice lang={lang} amount={escrow.received} settlement={settlement} />
          </dd>
        </div>
        {amounts.map(([name, value]) => (
          <div key={name} className="rounded-lg bg-sand-50 p-3">
            <dt className="text-ink-700 text-sm">{t(`escrow.amount.${name}`)}</dt>
            <dd className="font-semibold text-ink-900">
              <SettledPrice lang={lang} amount={value} settlement={settlement} />
            </dd>
          </div>
        ))}
      </dl>
      {escrow.refunds.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold text-ink-900">{t('escrow.refunds')}</h3>
          <ul className="divide-y divide-sand-200">
            {escrow.refunds.map((refund) => (
              <RefundRow key={refund.id} lang={lang} refund={refund} settlement={settlement} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/**
 * Where the buyer's money for the order is (docs/product.md#trade-assurance): what the shop holds,
 * what it released to the supplier or refunded, what it waits for, and each refund with its
 * credit note. Nothing shows for an order nothing was ever received for, so it is read only once
 * money has arrived.
 */
export function OrderEscrowPanel({ lang, user, order }: { lang: Lang; user: SessionUser; order: Order }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const received = order.amount_paid > 0
  const escrow = useQuery({ ...orderEscrowQuery(api, user.id, order.id), enabled: received })
  if (!received || (escrow.data && escrow.data.received === 0)) return null
  return (
    <section
      aria-labelledby="order-escrow"
      aria-busy={escrow.isPending || undefined}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="order-escrow" className="flex items-center gap-2 font-bold text-ink-900 text-lg">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
        {t('escrow.title')}
      </h2>
      {escrow.data ? (
        <EscrowBody lang={lang} order={order} escrow={escrow.data} />
      ) : escrow.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {t('escrow.loadFailed')}
        </p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </section>
  )
}
