import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { OpsSupplier, SupplierBody } from '@caravanserai/contracts/ops-suppliers'
import { VERIFICATION_KINDS, type VerificationKind } from '@caravanserai/contracts/suppliers'
import { latinDigits } from '../../../lib/format.ts'

// The supplier editor's values and the profile they send (docs/product.md#supplier-profiles).

export type SupplierText = { city: string; province: string; about: string }
/**
 * A check as the form holds it: ticked or not, its day and its last day (YYYY-MM-DD, as a date
 * field holds them; a blank last day is the kind's usual validity).
 */
export type CheckValues = { done: boolean; on: string; until: string }

export type SupplierValues = {
  name: string
  /** As typed ('' = unknown), Latin or Persian digits. */
  founded_year: string
  texts: Record<Locale, SupplierText>
  checks: Record<VerificationKind, CheckValues>
}

export const FOUNDED_MIN = 1800

const blank: SupplierText = { city: '', province: '', about: '' }

export function valuesOf(supplier: OpsSupplier): SupplierValues {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, { ...blank, ...supplier.translations[locale] }]),
  ) as Record<Locale, SupplierText>
  const checks = Object.fromEntries(
    VERIFICATION_KINDS.map((kind) => {
      const check = supplier.verifications.find((v) => v.kind === kind)
      return [
        kind,
        { done: check !== undefined, on: check?.verified_on ?? '', until: check?.expires_on ?? '' },
      ]
    }),
  ) as SupplierValues['checks']
  return {
    name: supplier.name,
    founded_year: supplier.founded_year === null ? '' : String(supplier.founded_year),
    texts,
    checks,
  }
}

const isBlank = (text: SupplierText) => !text.city.trim() && !text.province.trim() && !text.about.trim()

/** The profile to send: English always, another language only when something is written in it. */
export function bodyOf(values: SupplierValues): SupplierBody {
  const year = latinDigits(values.founded_year).trim()
  return {
    name: values.name.trim(),
    translations: {
      en: values.texts.en,
      ...Object.fromEntries(
        LOCALES.filter((locale) => locale !== 'en' && !isBlank(values.texts[locale])).map((locale) => [
          locale,
          values.texts[locale],
        ]),
      ),
    },
    founded_year: year === '' ? null : Number(year),
    verifications: VERIFICATION_KINDS.filter((kind) => values.checks[kind].done).map((kind) => ({
      kind,
      verified_on: values.checks[kind].on,
      ...(values.checks[kind].until ? { expires_on: values.checks[kind].until } : {}),
    })),
  }
}

/** Why a typed founding year is refused (a message key), or null: a whole year, not in the future. */
export function foundedYearProblem(text: string, thisYear: number): string | null {
  const year = latinDigits(text).trim()
  if (year === '') return null
  return /^\d{4}$/.test(year) && Number(year) >= FOUNDED_MIN && Number(year) <= thisYear
    ? null
    : 'suppliers.fields.yearInvalid'
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)

/** Why a ticked check's day is refused (a message key), or null. `today` is YYYY-MM-DD. */
export function checkDayProblem(check: CheckValues, today: string): string | null {
  if (!check.done) return null
  if (!isDay(check.on)) return 'suppliers.fields.dateRequired'
  return check.on > today ? 'suppliers.fields.dateFuture' : null
}

/** Why a ticked check's last day is refused (a message key), or null: blank, or after its day. */
export function checkExpiryProblem(check: CheckValues): string | null {
  if (!check.done || check.until === '') return null
  if (!isDay(check.until)) return 'suppliers.fields.expiryInvalid'
  return isDay(check.on) && check.until <= check.on ? 'suppliers.fields.expiryBeforeCheck' : null
}

/**
 * The form field a server field error belongs to: `verifications.1.verified_on` is the day of the
 * second check `body` sent; texts keep their language and field. Null for what the form does not
 * show apart (the whole list of checks): the form says it above its button.
 */
export function formFieldOf(serverField: string, body: SupplierBody): string | null {
  if (serverField === 'name' || serverField === 'founded_year') return serverField
  const text = /^translations\.(en|ru|hy|fa)\.(city|province|about)$/.exec(serverField)
  if (text) return `texts.${text[1]}.${text[2]}`
  const day = /^verifications\.(\d+)\.(verified_on|expires_on)$/.exec(serverField)
  const kind = day ? body.verifications[Number(day[1])]?.kind : undefined
  return kind ? `checks.${kind}.${day![2] === 'verified_on' ? 'on' : 'until'}` : null
}
