import { type Lang, localeOf } from '@caravanserai/contracts/languages'
import { type OfferBody, OfferBodySchema } from '@caravanserai/contracts/ops-rfqs'
import { WEIGHT_KG_MAX } from '@caravanserai/contracts/product-facts'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { productAdminQuery } from '../../../api/ops-products.ts'
import { sendOffer } from '../../../api/ops-rfqs.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDay, formatNumber, formatPrice } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { OfferCustomsFields } from './offer-customs-fields.tsx'
import {
  bodyTotal,
  type CustomsInput,
  customsOf,
  localDay,
  OFFER_FIELDS,
  type OfferInput,
  offerDefaults,
  offerFormSchema,
  offerTotal,
} from './offer-form-values.ts'
import { OfferTermsFields } from './offer-terms-fields.tsx'
import { RfqField } from './rfq-field.tsx'
import { useRfqAction } from './use-rfq-action.ts'

const SHAPE = OfferBodySchema.shape
const PLACE_MAX = SHAPE.incoterm_place.unwrap().maxLength ?? 0
const NOTES_MAX = SHAPE.notes.unwrap().maxLength ?? 0
const PRICE_MAX = SHAPE.unit_price.maxValue ?? 0

const AMOUNT = {
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.priceTooHigh',
}
const CUSTOMS = { required: 'rfqs:ops.offer.errors.customsRequired' }
const WEIGHT = {
  ...CUSTOMS,
  invalid: 'products.fields.weightInvalid',
  too_small: 'products.fields.weightPositive',
  too_big: 'products.fields.weightTooHigh',
  not_multiple_of: 'products.fields.weightGrams',
}
const TEXTS = {
  product_variation: { fallback: 'rfqs:ops.offer.errors.variationRequired' },
  quantity: {
    required: 'rfqs:ops.offer.errors.quantityRequired',
    invalid: 'rfqs:ops.offer.errors.quantityWhole',
    invalid_type: 'rfqs:ops.offer.errors.quantityWhole',
    too_small: 'rfqs:ops.offer.errors.quantityWhole',
    too_big: 'rfqs:ops.offer.errors.quantityWhole',
  },
  unit_price: { ...AMOUNT, required: 'rfqs:ops.offer.errors.unitPriceRequired' },
  shipping_price: { ...AMOUNT, required: 'rfqs:ops.offer.errors.shippingRequired' },
  incoterm: {},
  incoterm_place: { too_big: 'fields.tooLong' },
  valid_until: { past: 'rfqs:ops.offer.errors.validPast', fallback: 'rfqs:ops.offer.errors.validRequired' },
  notes: { too_big: 'fields.tooLong' },
  hs_code: { ...CUSTOMS, fallback: 'products.fields.hsCodeInvalid' },
  origin_country: { ...CUSTOMS, fallback: 'products.fields.originRequired' },
  net_weight_kg: WEIGHT,
  gross_weight_kg: { ...WEIGHT, grossBelowNet: 'products.fields.grossBelowNet' },
} as const

/**
 * The operators' offer for a request (docs/product.md#requests-for-quotation): for a catalogue
 * product the variation offered, then how many, the unit price and shipping in dollars (typed
 * the page language's way) with the total they make, the delivery terms, the last day it holds
 * (two weeks from today unless said) and notes for the buyer; a confirmation sends it. A newer
 * offer replaces the standing one.
 */
export function OfferForm({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const operator = useOperator()
  const fieldText = useFieldText(lang)
  const today = useMemo(() => localDay(new Date()), [])
  const product = useQuery({
    ...productAdminQuery(api, operator.id, rfq.product?.id ?? 0),
    enabled: rfq.product !== null,
  })
  const variations = product.data?.variations ?? []
  const needsVariation = variations.length > 0
  const needsCustoms = rfq.product === null
  const schema = useMemo(
    () => offerFormSchema(lang, today, needsVariation, needsCustoms),
    [lang, today, needsVariation, needsCustoms],
  )
  const form = useForm<OfferInput, unknown, OfferBody>({
    resolver: zodResolver(schema),
    defaultValues: offerDefaults(lang, rfq, today),
  })
  const [pending, setPending] = useState<OfferBody | null>(null)
  const action = useRfqAction(lang, rfq.id, sendOffer, OFFER_FIELDS, t('ops:fields.checkForm'))
  const { errors } = form.formState
  const typed = useWatch({ control: form.control })
  const total = offerTotal(lang, {
    quantity: typed.quantity ?? '',
    unit_price: typed.unit_price ?? '',
    shipping_price: typed.shipping_price ?? '',
  })
  const limits: Partial<Record<(typeof OFFER_FIELDS)[number], string>> = {
    unit_price: formatPrice(lang, PRICE_MAX),
    shipping_price: formatPrice(lang, PRICE_MAX),
    incoterm_place: formatNumber(lang, PLACE_MAX),
    notes: formatNumber(lang, NOTES_MAX),
    net_weight_kg: formatNumber(lang, WEIGHT_KG_MAX),
    gross_weight_kg: formatNumber(lang, WEIGHT_KG_MAX),
  }
  // A variation chosen (or loaded with the request) brings its customs facts, once per choice, so
  // that a refetch of the product never overwrites what the operator typed.
  const filledFor = useRef<string | null>(null)
  useEffect(() => {
    const chosen = typed.product_variation
    if (!product.data || !chosen || filledFor.current === chosen) return
    filledFor.current = chosen
    for (const [name, value] of Object.entries(customsOf(lang, product.data, Number(chosen))))
      form.setValue(name as keyof CustomsInput, value)
  }, [typed.product_variation, product.data, lang, form])
  const error = (field: (typeof OFFER_FIELDS)[number]) =>
    fieldText(errors[field], TEXTS[field], { max: limits[field] ?? '' })
  const variationName = (id: number | undefined) => {
    const found = variations.find((v) => v.id === id)
    return found ? (found.name[localeOf(lang)] ?? found.name.en) : ''
  }

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      filledFor.current = null
      form.reset(offerDefaults(lang, rfq, today))
      notify.success(t('ops.offer.done'))
      return
    }
    mapFieldErrors(form, outcome.error, OFFER_FIELDS)
  }

  return (
    <Panel
      id="ops-rfq-offer"
      title={rfq.offer ? t('ops.offer.titleNew') : t('ops.offer.title')}
      hint={t('ops.offer.hint')}
    >
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        {rfq.product && product.isError ? (
          <Alert tone="warning" role="none">
            <p>{t('ops.offer.variationsFailed')}</p>
          </Alert>
        ) : null}
        {needsVariation ? (
          <RfqField
            id="ops-offer-variation"
            label={t('ops.offer.variation')}
            error={error('product_variation')}
          >
            {(props) => (
              <Select {...props} aria-required className="max-w-xl" {...form.register('product_variation')}>
                <option value="">{t('ops.offer.chooseVariation')}</option>
                {variations.map((variation) => (
                  <option key={variation.id} value={variation.id}>
                    {t('ops.offer.variationOption', {
                      name: variation.name[localeOf(lang)] ?? variation.name.en,
                      price: formatPrice(lang, variation.price),
                      stock: formatNumber(lang, variation.stock),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </RfqField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <RfqField
            id="ops-offer-quantity"
            label={t('ops.offer.quantity')}
            hint={rfq.product ? t('ops.offer.quantityUnits') : t(`ops.offer.units.${rfq.unit}`)}
            error={error('quantity')}
          >
            {(props) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                aria-required
                className={`${fieldClass} text-end tabular-nums aria-invalid:border-red-700`}
                {...props}
                {...form.register('quantity')}
              />
            )}
          </RfqField>
          {(['unit_price', 'shipping_price'] as const).map((name) => (
            <RfqField
              key={name}
              id={`ops-offer-${name}`}
              label={t(`ops.offer.${name === 'unit_price' ? 'unitPrice' : 'shipping'}`)}
              hint={t('ops.offer.usd')}
              error={error(name)}
            >
              {(props) => (
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  aria-required
                  className={`${fieldClass} text-end tabular-nums aria-invalid:border-red-700`}
                  {...props}
                  {...form.register(name)}
                />
              )}
            </RfqField>
          ))}
        </div>
        <p className="font-semibold text-ink-900" aria-live="polite">
          {total === null ? '' : t('ops.offer.total', { total: formatPrice(lang, total) })}
        </p>
        <OfferCustomsFields lang={lang} form={form} required={needsCustoms} error={error} />
        <OfferTermsFields
          form={form}
          today={today}
          destination={rfq.shipping_destination.name}
          error={error}
        />
        <RfqField
          id="ops-offer-notes"
          label={t('ops.offer.notes')}
          hint={t('ops.offer.notesHint')}
          error={error('notes')}
        >
          {(props) => (
            <textarea
              rows={3}
              dir="auto"
              className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
              {...props}
              {...form.register('notes')}
            />
          )}
        </RfqField>
        <Button type="submit">{t('ops.offer.review')}</Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('ops.offer.confirmTitle')}
        confirmLabel={t('ops.offer.confirm')}
        busyLabel={t('ops.offer.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <>
            <p>
              {t('ops.offer.confirmText', {
                number: ltr(rfq.rfq_number),
                what: variationName(pending.product_variation) || rfq.title,
                count: pending.quantity,
                total: formatPrice(lang, bodyTotal(pending)),
              })}
            </p>
            <p>
              {t('ops.offer.confirmTerms', {
                incoterm: ltr(pending.incoterm),
                place: pending.incoterm_place ?? rfq.shipping_destination.name,
                date: formatDay(lang, pending.valid_until),
              })}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </Panel>
  )
}
