import type { ClaimState } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import { CLAIM_FIRST_ANSWER_HOURS } from '@caravanserai/contracts/ops-claims'
import { Badge } from '../../../components/ui/badge.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

// What the order page's claims and the claims queue both show of a claim
// (docs/decisions/044-claims.md): its state and how long it has waited.

const HOUR_MS = 3_600_000

/** Whole days, hours and minutes in `ms` milliseconds (none below zero). */
function parts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}

/** Whole days, hours and minutes from `from` to `now` (none below zero). */
export function elapsed(from: string, now: Date): { days: number; hours: number; minutes: number } {
  return parts(now.getTime() - Date.parse(from))
}

/**
 * Where an open claim stands against the first-answer target: answered, the milliseconds left to
 * answer it, or those it is overdue by.
 */
export function firstAnswer(
  claim: { opened_at: string; first_answered_at: string | null },
  now: Date,
): { answered: true } | { answered: false; left: number; overdueBy: number } {
  if (claim.first_answered_at !== null) return { answered: true }
  const due = Date.parse(claim.opened_at) + CLAIM_FIRST_ANSWER_HOURS * HOUR_MS
  const left = due - now.getTime()
  return { answered: false, left: Math.max(0, left), overdueBy: Math.max(0, -left) }
}

/** Whether `hours` have passed between `from` and `now`. */
export function hoursPassed(from: string, now: Date, hours: number): boolean {
  return now.getTime() - Date.parse(from) >= hours * HOUR_MS
}

/** A span of time as the page language writes it short: 2 d 5 h, 7 h, 12 min. */
export function useDuration(lang: Lang) {
  const { t } = useTranslation('ops')
  const n = (value: number) => formatNumber(lang, value)
  return (ms: number) => {
    const { days, hours, minutes } = parts(ms)
    if (days > 0) return t('age.daysHours', { days: n(days), hours: n(hours) })
    if (hours > 0) return t('age.hours', { hours: n(hours) })
    return t('age.minutes', { minutes: n(minutes) })
  }
}

/** How long a claim has waited, as the page language writes it short: 2 d 5 h, 7 h, 12 min. */
export function useAge(lang: Lang) {
  const duration = useDuration(lang)
  return (from: string, now: Date) => duration(now.getTime() - Date.parse(from))
}

const TONES = { open: 'brand', rejected: 'neutral', refunded: 'accent', replaced: 'accent' } as const

export function ClaimStateBadge({ state }: { state: ClaimState }) {
  const { t } = useTranslation('ops')
  return <Badge tone={TONES[state]}>{t(`claims.states.${state}`)}</Badge>
}

/**
 * An open claim no one has answered within the hours operators promise; with `by`, how long past
 * them (written as `useDuration` writes it).
 */
export function OverdueBadge({ hours, lang, by }: { hours: number; lang: Lang; by?: string }) {
  const { t } = useTranslation('ops')
  return (
    <Badge tone="danger">
      <span>{by ? t('claims.overdueBy', { time: by }) : t('claims.overdue')}</span>
      <span className="sr-only">{t('claims.overdueWhy', { hours: formatNumber(lang, hours) })}</span>
    </Badge>
  )
}
