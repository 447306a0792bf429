import { RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatDecimal } from '../../../lib/format.ts'

/** A rate as the API keeps it (`"391.250000"`), in the page language's digits, without idle zeros. */
export function formatUnitsPerUsd(lang: Lang, unitsPerUsd: string): string {
  return formatDecimal(lang, unitsPerUsd, { maximumFractionDigits: RATE_DECIMALS })
}
