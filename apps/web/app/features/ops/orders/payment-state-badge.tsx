import type { PaymentState, ProofState } from '@caravanserai/contracts/payments'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** Dark text on a light ground (contrast above 7:1); what waits for an operator stands out. */
const PAYMENT_TONES: Record<PaymentState, { badge: string; dot: string }> = {
  unpaid: { badge: 'bg-sand-200 text-ink-800', dot: 'bg-ink-500' },
  proof_sent: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
  partially_paid: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  paid: { badge: 'bg-green-100 text-green-900', dot: 'bg-green-700' },
}

const PROOF_TONES: Record<ProofState, { badge: string; dot: string }> = {
  pending: PAYMENT_TONES.proof_sent,
  accepted: PAYMENT_TONES.paid,
  rejected: { badge: 'bg-red-50 text-red-800', dot: 'bg-red-700' },
}

function Tone({ tone, children }: { tone: { badge: string; dot: string }; children: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {children}
    </span>
  )
}

/** An order's payment state (docs/decisions/027), beside its status in the queue and on its page. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('ops')
  return <Tone tone={PAYMENT_TONES[state]}>{t(`paymentState.${state}`)}</Tone>
}

/** Where a transfer confirmation stands: waiting for an operator, accepted, or sent back. */
export function ProofStateBadge({ state }: { state: ProofState }) {
  const { t } = useTranslation('ops')
  return <Tone tone={PROOF_TONES[state]}>{t(`proofState.${state}`)}</Tone>
}
