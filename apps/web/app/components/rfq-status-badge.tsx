import type { RfqStatus } from '@caravanserai/contracts/rfqs'
import { useTranslation } from '../lib/use-translation.tsx'

/** One colour per status, each dark text on a light ground (contrast above 7:1). */
const TONES: Record<RfqStatus, { badge: string; dot: string }> = {
  open: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  offered: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
  accepted: { badge: 'bg-green-100 text-green-900', dot: 'bg-green-700' },
  declined: { badge: 'bg-red-50 text-red-900', dot: 'bg-red-700' },
  withdrawn: { badge: 'bg-sand-200 text-ink-800', dot: 'bg-ink-500' },
}

/**
 * A request for quotation's status as the storefront and the console both show it: the same
 * colour and the same words (the `rfqs` texts) for the same status.
 */
export function RfqStatusBadge({ status, className = '' }: { status: RfqStatus; className?: string }) {
  const { t } = useTranslation('rfqs')
  const tone = TONES[status]
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  )
}
