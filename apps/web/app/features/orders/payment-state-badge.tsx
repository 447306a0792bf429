import type { PaymentState } from '@caravanserai/contracts/payments'
import { Banknote } from 'lucide-react'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * One outlined look per payment state, dark text on a light ground, so that it reads as a second
 * fact beside the filled status badge rather than another status.
 */
export const PAYMENT_STATE_TONES: Record<PaymentState, string> = {
  unpaid: 'bg-red-50 text-red-900 ring-red-300',
  proof_sent: 'bg-amber-50 text-amber-950 ring-amber-300',
  partially_paid: 'bg-violet-50 text-violet-900 ring-violet-300',
  paid: 'bg-green-50 text-green-900 ring-green-300',
}

/** Whether the order is paid (docs/decisions/027-payment-beside-the-status.md), beside its status. */
export function PaymentStateBadge({ state, className = '' }: { state: PaymentState; className?: string }) {
  const { t } = useTranslation('orders')
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${PAYMENT_STATE_TONES[state]} ${className}`}
    >
      <Banknote aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`payment.state.${state}`)}
    </span>
  )
}
