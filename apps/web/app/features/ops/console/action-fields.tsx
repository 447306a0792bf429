import { BASE_CURRENCY, type Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldClass } from '../../../components/ui/input.tsx'
import { INTL_LOCALE } from '../../../lib/format.ts'
import { FieldError } from './field-error.tsx'

type FieldProps = {
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  /** The input's id when the page holds two forms with the same field (`ops-{name}` otherwise). */
  id?: string
}

/** The currency sign as the page language writes it (US$, $, ‎$): Intl, never the catalogue. */
function currencySign(lang: Lang, currency: Currency): string {
  const parts = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency }).formatToParts(0)
  return parts.find((p) => p.type === 'currency')?.value ?? currency
}

function described(id: string, ...parts: (string | false | null | undefined)[]) {
  const ids = parts.filter(Boolean).map((part) => `${id}-${part}`)
  return ids.length ? ids.join(' ') : undefined
}

/** A field's label with what it is for (optional, who sees it) in brackets after it. */
function Label({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
      {label}
      {hint ? <span className="font-normal text-ink-600"> ({hint})</span> : null}
    </label>
  )
}

/**
 * An amount in dollars, or in `currency` (an order's settlement currency, named after the label
 * when it is not the dollar), typed the page language's way, with the total it would make.
 */
export function PriceField({
  lang,
  label,
  error,
  registration,
  preview,
  currency = BASE_CURRENCY,
}: FieldProps & { lang: Lang; preview: string; currency?: Currency }) {
  const id = `ops-${registration.name}`
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {currency === BASE_CURRENCY ? null : <span dir="ltr">{` (${currency})`}</span>}
      </label>
      <div className="flex max-w-xs items-center gap-2">
        <span aria-hidden="true" className="font-semibold text-ink-700">
          {currencySign(lang, currency)}
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error && 'error', preview && 'preview')}
          className={`${fieldClass} text-end tabular-nums aria-invalid:border-red-700`}
          {...registration}
        />
      </div>
      <FieldError id={`${id}-error`} text={error} />
      <p id={`${id}-preview`} className="text-ink-700 text-sm" aria-live="polite">
        {preview}
      </p>
    </div>
  )
}

/** A one-line field (the tracking number). */
export function CodeField({ label, error, registration, id = `ops-${registration.name}` }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        dir="ltr"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} max-w-sm font-mono aria-invalid:border-red-700`}
        {...registration}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

/** A short text on one line (a named place, a number of days), its hint in brackets after the label. */
export function LineField({
  label,
  hint,
  error,
  registration,
  placeholder,
  inputMode,
  dir,
  className = 'max-w-sm',
  id = `ops-${registration.name}`,
}: FieldProps & {
  hint?: string
  placeholder?: string
  inputMode?: 'numeric' | 'text'
  dir?: 'ltr'
  className?: string
}) {
  return (
    <div className="space-y-1.5">
      <Label id={id} label={label} hint={hint} />
      <input
        id={id}
        type="text"
        autoComplete="off"
        inputMode={inputMode}
        dir={dir}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} ${className} aria-invalid:border-red-700`}
        {...registration}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

/**
 * The operator's note kept in the order's history (never shown to the buyer), or, `required`, a
 * reason the step needs; `describedBy` names what else explains it.
 */
export function OperatorNoteField({
  label,
  hint,
  error,
  registration,
  required,
  describedBy,
  id = `ops-${registration.name}`,
}: FieldProps & { hint: string; required?: boolean; describedBy?: string }) {
  const description = [describedBy, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        rows={2}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
        {...registration}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

/** A day that has passed (a transfer's), today at the latest, on the browser's date picker. */
export function DayField({
  label,
  error,
  registration,
  max,
  id = `ops-${registration.name}`,
}: FieldProps & { max: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="date"
        max={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} max-w-xs aria-invalid:border-red-700`}
        {...registration}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}
