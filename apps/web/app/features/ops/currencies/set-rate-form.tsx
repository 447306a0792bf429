import { RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { RateBody } from '@caravanserai/contracts/ops-currencies'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { refreshRates, setRate } from '../../../api/ops-currencies.ts'
import { Button } from '../../../components/ui/button.tsx'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { useCurrencyNames } from '../../../lib/currency-names.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDay, formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import { useOperator } from '../console/ops-context.ts'
import { localDay } from '../console/transfer-form.ts'
import { useConsoleAction } from '../console/use-console-action.ts'
import {
  RATE_WHOLE_DIGITS,
  RATED_CURRENCIES,
  type RateInput,
  type RateOutput,
  rateFormSchema,
} from './rate-form.ts'
import { formatUnitsPerUsd } from './rate-text.ts'

const FIELDS = ['currency', 'units_per_usd', 'effective_on'] as const
const CURRENCY_TEXTS = { fallback: 'currencies.errors.currencyRequired' }
const RATE_TEXTS = {
  required: 'currencies.errors.rateRequired',
  positive: 'currencies.errors.ratePositive',
  decimals: 'currencies.errors.rateDecimals',
  tooBig: 'currencies.errors.rateTooBig',
  fallback: 'currencies.errors.rateInvalid',
}
const DAY_TEXTS = { fallback: 'currencies.errors.dayInvalid' }

/** The ids that describe a field: its hint, and its error while it has one. */
const describedBy = (id: string, error: string | null, hint = false) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

/**
 * Sets the rate of one currency from a day on (today unless another is chosen): units of it per
 * US dollar, typed the page language's way. Reviewed in a dialog before it is saved, since every
 * price shown in that currency follows it.
 */
export function SetRateForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const names = useCurrencyNames(lang)
  const fieldText = useFieldText(lang)
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const today = localDay(new Date())
  const schema = useMemo(() => rateFormSchema(lang), [lang])
  const blank: RateInput = { currency: '', units_per_usd: '', effective_on: today }
  const form = useForm<RateInput, unknown, RateOutput>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  })
  const [pending, setPending] = useState<RateOutput | null>(null)
  const action = useConsoleAction({
    send: (body: RateBody) => setRate(api, lang, body),
    onSuccess: () => refreshRates(queryClient, operator.id),
    onConflict: () => void refreshRates(queryClient, operator.id),
    fields: FIELDS,
    checkForm: t('fields.checkForm'),
  })
  const { errors } = form.formState
  const errorOf = {
    currency: fieldText(errors.currency, CURRENCY_TEXTS),
    units_per_usd: fieldText(errors.units_per_usd, RATE_TEXTS, {
      example: formatNumber(lang, 391.25),
      decimals: formatNumber(lang, RATE_DECIMALS),
      digits: formatNumber(lang, RATE_WHOLE_DIGITS),
    }),
    effective_on: fieldText(errors.effective_on, DAY_TEXTS),
  }

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      notify.success(t('currencies.set.done', { code: pending.currency }))
      form.reset(blank)
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <section
      aria-labelledby="ops-rate-set"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-sand-200"
    >
      <h2 id="ops-rate-set" className="font-bold text-ink-900 text-lg">
        {t('currencies.set.title')}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor="ops-rate-currency" className="block font-semibold text-ink-800 text-sm">
            {t('currencies.set.currency')}
          </label>
          <Select
            id="ops-rate-currency"
            className="max-w-xs"
            aria-invalid={errorOf.currency ? true : undefined}
            aria-describedby={describedBy('ops-rate-currency', errorOf.currency)}
            {...form.register('currency')}
          >
            <option value="">{t('currencies.set.choose')}</option>
            {RATED_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {`${code} — ${names.title(code)}`}
              </option>
            ))}
          </Select>
          <FieldError id="ops-rate-currency-error" text={errorOf.currency} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="ops-rate-units" className="block font-semibold text-ink-800 text-sm">
            {t('currencies.set.rate')}
          </label>
          <p id="ops-rate-units-hint" className="text-ink-600 text-xs">
            {t('currencies.set.rateHint')}
          </p>
          <input
            id="ops-rate-units"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-required
            aria-invalid={errorOf.units_per_usd ? true : undefined}
            aria-describedby={describedBy('ops-rate-units', errorOf.units_per_usd, true)}
            className={`${fieldClass} max-w-xs text-end tabular-nums aria-invalid:border-red-700`}
            {...form.register('units_per_usd')}
          />
          <FieldError id="ops-rate-units-error" text={errorOf.units_per_usd} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="ops-rate-day" className="block font-semibold text-ink-800 text-sm">
            {t('currencies.set.day')}
          </label>
          <p id="ops-rate-day-hint" className="text-ink-600 text-xs">
            {t('currencies.set.dayHint')}
          </p>
          <input
            id="ops-rate-day"
            type="date"
            required
            aria-invalid={errorOf.effective_on ? true : undefined}
            aria-describedby={describedBy('ops-rate-day', errorOf.effective_on, true)}
            className={`${fieldClass} max-w-xs aria-invalid:border-red-700`}
            {...form.register('effective_on')}
          />
          <FieldError id="ops-rate-day-error" text={errorOf.effective_on} />
        </div>
        <Button type="submit">{t('currencies.set.review')}</Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('currencies.set.confirmTitle')}
        confirmLabel={t('currencies.set.confirm')}
        busyLabel={t('currencies.set.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <p>
            {t('currencies.set.confirmText', {
              date: formatDay(lang, pending.effective_on, { dateStyle: 'long' }),
              rate: formatUnitsPerUsd(lang, pending.units_per_usd),
              code: pending.currency,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
