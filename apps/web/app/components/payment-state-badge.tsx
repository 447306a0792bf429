import type { PaymentState, ProofState } from '@caravanserai/contracts/payments'
import { Banknote } from 'lucide-react'
import { useTranslation } from '../lib/use-translation.tsx'

type DotTone = { badge: string; dot: string }

/**
 * The storefront's look: outlined, with a banknote, dark text on a light ground, so that it reads
 * as a second fact beside the filled status badge rather than another status.
 */
export const BUYER_PAYMENT_TONES: Record<PaymentState, string> = {
  unpaid: 'bg-red-50 text-red-900 ring-red-300',
  proof_sent: 'bg-amber-50 text-amber-950 ring-amber-300',
  partially_paid: 'bg-violet-50 text-violet-900 ring-violet-300',
  paid: 'bg-green-50 text-green-900 ring-green-300',
}

/** The console's look: dark text on a light ground (contrast above 7:1); what waits for an operator stands out. */
export const OPERATOR_PAYMENT_TONES: Record<PaymentState, DotTone> = {
  unpaid: { badge: 'bg-sand-200 text-ink-800', dot: 'bg-ink-500' },
  proof_sent: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
  partially_paid: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  paid: { badge: 'bg-green-100 text-green-900', dot: 'bg-green-700' },
}

const PROOF_TONES: Record<ProofState, DotTone> = {
  pending: OPERATOR_PAYMENT_TONES.proof_sent,
  accepted: OPERATOR_PAYMENT_TONES.paid,
  rejected: { badge: 'bg-red-50 text-red-800', dot: 'bg-red-700' },
}

const PILL =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs'

function DotBadge({
  tone,
  className = '',
  children,
}: {
  tone: DotTone
  className?: string
  children: string
}) {
  return (
    <span className={`${PILL} ${tone.badge} ${className}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {children}
    </span>
  )
}

/**
 * Whether an order is paid (docs/decisions/027-payment-beside-the-status.md), beside its status,
 * in the words of whoever reads it: the buyer's `orders` texts, or the operator's `ops` texts,
 * which name the operator's next step.
 */
export function PaymentStateBadge({
  state,
  reader = 'buyer',
  className = '',
}: {
  state: PaymentState
  reader?: 'buyer' | 'operator'
  className?: string
}) {
  const { t } = useTranslation(reader === 'operator' ? 'ops' : 'orders')
  if (reader === 'operator') {
    return (
      <DotBadge tone={OPERATOR_PAYMENT_TONES[state]} className={className}>
        {t(`paymentState.${state}`)}
      </DotBadge>
    )
  }
  return (
    <span className={`${PILL} ring-1 ring-inset ${BUYER_PAYMENT_TONES[state]} ${className}`}>
      <Banknote aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`payment.state.${state}`)}
    </span>
  )
}

/** Where a transfer receipt stands in the console: waiting for an operator, accepted, or sent back. */
export function ProofStateBadge({ state }: { state: ProofState }) {
  const { t } = useTranslation('ops')
  return <DotBadge tone={PROOF_TONES[state]}>{t(`proofState.${state}`)}</DotBadge>
}
