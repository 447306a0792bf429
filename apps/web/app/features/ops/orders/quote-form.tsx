import type { Currency } from '@caravanserai/contracts/currency-rules'
import { INCOTERMS, type Incoterm, QUOTE_VALID_DAYS_DEFAULT } from '@caravanserai/contracts/documents'
import type { Lang } from '@caravanserai/contracts/languages'
import { type OpsOrder, type QuoteBody, QuoteBodySchema } from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Settings } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { settlementCurrenciesQuery } from '../../../api/ops-currencies.ts'
import { sendQuote, sendRequote } from '../../../api/ops-orders.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber, formatPrice, latinDigits } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { notify } from '../../../lib/notify.ts'
import { parseNumber } from '../../../lib/parse-number.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { LineField, OperatorNoteField, PriceField } from '../console/action-fields.tsx'
import { toCents } from '../console/amount.ts'
import { errorCode } from '../console/api-notice.ts'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { ActionConfirm } from './action-confirm.tsx'
import { quotedTotal, rateEquation, SettlementCurrencyField } from './settlement-currency-field.tsx'
import { useOrderAction } from './use-order-action.ts'

const FIELDS = [
  'shipping_price',
  'incoterm',
  'incoterm_place',
  'valid_days',
  'settlement_currency',
  'note',
] as const
const PRICE = QuoteBodySchema.shape.shipping_price
const PLACE = QuoteBodySchema.shape.incoterm_place
const PLACE_MAX = PLACE.unwrap().maxLength ?? 0
const DAYS = QuoteBodySchema.shape.valid_days.unwrap()
const NOTE_MAX = QuoteBodySchema.shape.note.unwrap().maxLength ?? 0
const PRICE_TEXTS = {
  required: 'fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.priceTooHigh',
}
/** The 409s that say what the proforma invoice lacks: fixed on the settings page. */
const SETUP_MISSING = new Set(['documents.sellerMissing', 'documents.bankAccountMissing'])

/** A whole number of days as typed, in Latin or Persian digits. */
function days(text: string, ctx: z.RefinementCtx): number {
  const digits = latinDigits(text.trim())
  if (/^\d{1,4}$/.test(digits)) return Number(digits)
  ctx.addIssue({ code: 'custom', message: digits ? 'invalid' : 'required' })
  return z.NEVER
}

/** The contract's quote, read from what the operator typed in the page's number format. */
export function quoteFormSchema(lang: Lang) {
  return z.object({
    shipping_price: z
      .string()
      .transform((text, ctx) => {
        const value = parseNumber(text, lang)
        if (value === null) ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
        return value ?? z.NEVER
      })
      .pipe(PRICE),
    incoterm: QuoteBodySchema.shape.incoterm,
    // Left blank, the API names the order's destination.
    incoterm_place: z
      .string()
      .transform((text) => text.trim() || undefined)
      .pipe(PLACE),
    valid_days: z.string().transform(days).pipe(DAYS),
    settlement_currency: QuoteBodySchema.shape.settlement_currency,
    note: QuoteBodySchema.shape.note,
  })
}
export type QuoteInput = {
  shipping_price: string
  incoterm?: Incoterm
  incoterm_place: string
  valid_days: string
  settlement_currency?: Currency
  note?: string
}

/** What a quote form starts from: nothing for a first quote, the standing terms for a new one. */
function startingTerms(lang: Lang, order: OpsOrder, step: 'quote' | 'requote'): QuoteInput {
  const days = formatNumber(lang, QUOTE_VALID_DAYS_DEFAULT, { useGrouping: false })
  if (step === 'quote' || order.shipping_price === null)
    return {
      shipping_price: '',
      incoterm: 'DAP',
      incoterm_place: '',
      valid_days: days,
      settlement_currency: 'USD',
      note: '',
    }
  return {
    shipping_price: formatNumber(lang, order.shipping_price, {
      minimumFractionDigits: 2,
      useGrouping: false,
    }),
    incoterm: order.incoterm ?? 'DAP',
    incoterm_place: order.incoterm_place ?? '',
    valid_days: days,
    // The standing currency, at the rate in force today: a new quote fixes it again.
    settlement_currency: order.settlement_currency,
    note: '',
  }
}

/**
 * Quoting shipping at pending_shipping, or quoting again while the buyer has not approved
 * (`step` requote: new terms, a new proforma invoice that supersedes the last, starting from the
 * standing terms) (docs/product.md#quoting-and-shipping): the price, the delivery terms of the
 * proforma invoice (Incoterm, named place, days the prices hold), an optional note, a
 * confirmation. While the seller's details or the shop currency's bank account are missing the
 * API refuses, and the form points to the settings.
 */
export function QuoteForm({
  lang,
  order,
  step = 'quote',
}: {
  lang: Lang
  order: OpsOrder
  step?: 'quote' | 'requote'
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const schema = useMemo(() => quoteFormSchema(lang), [lang])
  const form = useForm<QuoteInput, unknown, QuoteBody>({
    resolver: zodResolver(schema),
    defaultValues: startingTerms(lang, order, step),
  })
  const [pending, setPending] = useState<QuoteBody | null>(null)
  const [setupMissing, setSetupMissing] = useState<string | null>(null)
  const action = useOrderAction(
    lang,
    order.id,
    step === 'quote' ? sendQuote : sendRequote,
    FIELDS,
    t('fields.checkForm'),
  )
  const { errors } = form.formState
  const offered = useQuery(settlementCurrenciesQuery(useApi(), useOperator().id)).data?.currencies ?? []
  const pendingChoice = offered.find((c) => c.code === pending?.settlement_currency)
  const destination = order.shipping_destination.name

  const typed = parseNumber(form.watch('shipping_price'), lang)
  const totalWith = (price: number) => formatPrice(lang, (toCents(order.total_price) + toCents(price)) / 100)

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      form.reset()
      setSetupMissing(null)
      notify.success(t(`${step}.done`))
      return
    }
    const code = errorCode(outcome.error)
    setSetupMissing(code && SETUP_MISSING.has(code) ? (outcome.error?.message ?? null) : null)
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  const incotermError = fieldText(errors.incoterm, {})
  return (
    <Panel id={`ops-${step}`} title={t(`${step}.title`)} hint={t(`${step}.hint`)}>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <PriceField
          lang={lang}
          label={t('quote.price')}
          error={fieldText(errors.shipping_price, PRICE_TEXTS, {
            max: formatPrice(lang, PRICE.maxValue ?? 0),
          })}
          registration={form.register('shipping_price')}
          preview={typed !== null && typed >= 0 ? t('quote.newTotal', { total: totalWith(typed) }) : ''}
        />
        <SettlementCurrencyField
          lang={lang}
          order={order}
          offered={offered}
          code={form.watch('settlement_currency') ?? 'USD'}
          shippingUsd={typed !== null && PRICE.safeParse(typed).success ? typed : null}
          registration={form.register('settlement_currency')}
        />
        <fieldset className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200">
          <legend className="float-start mb-1 w-full font-semibold text-ink-900 text-sm">
            {t('quote.terms')}
          </legend>
          <div className="space-y-1.5">
            <label htmlFor="ops-incoterm" className="block font-semibold text-ink-800 text-sm">
              {t('quote.incoterm')}
            </label>
            <Select
              id="ops-incoterm"
              className="max-w-xl"
              aria-invalid={incotermError ? true : undefined}
              aria-describedby={incotermError ? 'ops-incoterm-error' : undefined}
              {...form.register('incoterm')}
            >
              {INCOTERMS.map((code) => (
                <option key={code} value={code}>
                  {`${code} — ${t(`incoterms.${code}`)}`}
                </option>
              ))}
            </Select>
            <FieldError id="ops-incoterm-error" text={incotermError} />
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <LineField
              label={t('quote.place')}
              hint={t('quote.placeHint')}
              placeholder={destination}
              error={fieldText(
                errors.incoterm_place,
                { too_big: 'fields.tooLong' },
                { max: formatNumber(lang, PLACE_MAX) },
              )}
              registration={form.register('incoterm_place')}
            />
            <LineField
              label={t('quote.validDays')}
              inputMode="numeric"
              className="w-24"
              error={fieldText(
                errors.valid_days,
                { fallback: 'fields.daysRange' },
                { min: formatNumber(lang, DAYS.minValue ?? 1), max: formatNumber(lang, DAYS.maxValue ?? 0) },
              )}
              registration={form.register('valid_days')}
            />
          </div>
        </fieldset>
        <OperatorNoteField
          label={t('quote.note')}
          hint={t('quote.noteHint')}
          error={fieldText(errors.note, { too_big: 'fields.tooLong' }, { max: formatNumber(lang, NOTE_MAX) })}
          registration={form.register('note')}
        />
        {setupMissing ? (
          <Alert
            tone="warning"
            title={t('quote.setupTitle')}
            action={
              <Link
                to={localizedPath('/ops/settings', lang)}
                className="inline-flex items-center gap-2 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
              >
                <Settings aria-hidden="true" className="size-4" />
                {t('quote.openSettings')}
              </Link>
            }
          >
            <p>{setupMissing}</p>
          </Alert>
        ) : null}
        <Button type="submit" variant={step === 'quote' ? 'primary' : 'outline'}>
          {t(`${step}.review`)}
        </Button>
      </form>
      <ActionConfirm
        action={step}
        open={pending !== null}
        note={pending?.note}
        busy={action.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <>
            <p>
              {t(`${step}.confirmText`, {
                number: ltr(order.order_number),
                price: formatPrice(lang, pending.shipping_price),
                total: totalWith(pending.shipping_price),
              })}
            </p>
            {pendingChoice && pendingChoice.code !== 'USD' ? (
              <p>
                {t('quote.confirmCurrency', {
                  rate: rateEquation(lang, pendingChoice),
                  total: quotedTotal(lang, order, pending.shipping_price, pendingChoice),
                })}
              </p>
            ) : null}
            <p>
              {t('quote.confirmTerms', {
                count: pending.valid_days,
                incoterm: ltr(pending.incoterm),
                place: pending.incoterm_place ?? destination,
              })}
            </p>
          </>
        ) : null}
      </ActionConfirm>
    </Panel>
  )
}
