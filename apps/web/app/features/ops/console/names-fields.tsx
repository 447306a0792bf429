import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { Input } from '../../../components/ui/input.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FieldError } from './field-error.tsx'
import { NAME_MAX, type NamesErrors, type NamesValue } from './names-value.ts'

/** Each input is written in its own language and direction, whatever the page's. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ru: 'ltr', hy: 'ltr', fa: 'rtl' }

/**
 * A name in the four content languages (decision 013): English required, the others optional
 * (blank shows the English name). Controlled: `value` and `onChange` carry `{en, ru, hy, fa}`;
 * `errors` holds a message per language, already in the page language. A text that may be left
 * out in every language (a picture's description) passes `englishRequired={false}`, its own
 * `hint` and `maxLength`.
 */
export function NamesFields({
  id,
  legend,
  value,
  onChange,
  errors = {},
  disabled,
  autoFocus,
  englishRequired = true,
  hint,
  maxLength = NAME_MAX,
}: {
  id: string
  legend: string
  value: NamesValue
  onChange: (value: NamesValue) => void
  errors?: NamesErrors
  disabled?: boolean
  autoFocus?: boolean
  englishRequired?: boolean
  hint?: string
  maxLength?: number
}) {
  const { t } = useTranslation('ops')
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold text-ink-900 text-sm">{legend}</legend>
      <p id={`${id}-hint`} className="text-ink-600 text-xs">
        {hint ?? t('names.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {LOCALES.map((locale) => {
          const inputId = `${id}-${locale}`
          const error = errors[locale]
          const required = englishRequired && locale === 'en'
          return (
            <div key={locale} className="space-y-1">
              <label htmlFor={inputId} className="block font-semibold text-ink-800 text-sm">
                {t(`names.label.${locale}`)}{' '}
                <span className="font-normal text-ink-600">
                  ({required ? t('names.required') : t('names.optional')})
                </span>
              </label>
              <Input
                id={inputId}
                lang={locale}
                dir={DIRECTION[locale]}
                value={value[locale]}
                maxLength={maxLength}
                disabled={disabled}
                autoFocus={autoFocus && locale === 'en'}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className="aria-invalid:border-red-700"
                onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
              />
              <FieldError id={`${inputId}-error`} text={error ?? null} />
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
