import type { Lang } from '@caravanserai/contracts/languages'
import { Truck } from 'lucide-react'
import { formatNumber } from '../lib/format.ts'
import { useTranslation } from '../lib/use-translation.tsx'

/**
 * "Typically N days door to door" for a destination (docs/product.md#destinations), named when
 * `destination` is given. Nothing at all for a destination without legs: no figure is made up.
 */
export function LeadTime({
  lang,
  days,
  destination,
  className = '',
}: {
  lang: Lang
  days: number | null
  destination?: string
  className?: string
}) {
  const { t } = useTranslation('common')
  if (days === null) return null
  const values = { count: days, formatted: formatNumber(lang, days), destination }
  return (
    <p className={`flex items-center gap-2 text-ink-700 text-sm ${className}`}>
      <Truck aria-hidden="true" className="size-4 shrink-0 text-teal-800" />
      <span>{destination ? t('leadTime.to', values) : t('leadTime.days', values)}</span>
    </p>
  )
}
