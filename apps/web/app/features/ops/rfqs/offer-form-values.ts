import { DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import { type Incoterm, QUOTE_VALID_DAYS_DEFAULT } from '@caravanserai/contracts/documents'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsProduct } from '@caravanserai/contracts/ops-catalog'
import { type OfferBody, OfferBodySchema } from '@caravanserai/contracts/ops-rfqs'
import { isGrossBelowNet } from '@caravanserai/contracts/product-facts'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { z } from 'zod'
import { formatNumber } from '../../../lib/format.ts'
import { parseNumber } from '../../../lib/parse-number.ts'
import { toCents } from '../console/amount.ts'

/**
 * The offer form as typed: amounts and counts in the page's number format, days as a date input
 * writes them (the Incoterm and notes have the contract's defaults).
 */
export type OfferInput = {
  product_variation: string
  quantity: string
  unit_price: string
  shipping_price: string
  incoterm?: Incoterm
  incoterm_place: string
  valid_until: string
  notes?: string
  hs_code: string
  origin_country: string
  net_weight_kg: string
  gross_weight_kg: string
}

/** The offer's customs facts as typed: what the commercial invoice and the packing list print. */
export type CustomsInput = Pick<
  OfferInput,
  'hs_code' | 'origin_country' | 'net_weight_kg' | 'gross_weight_kg'
>

export const OFFER_FIELDS = [
  'product_variation',
  'quantity',
  'unit_price',
  'shipping_price',
  'incoterm',
  'incoterm_place',
  'valid_until',
  'notes',
  'hs_code',
  'origin_country',
  'net_weight_kg',
  'gross_weight_kg',
] as const satisfies readonly (keyof OfferInput)[]

const SHAPE = OfferBodySchema.shape

/** Today where the operator is, as a date input writes it (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An amount typed the page's way: blank is `required`, anything else unreadable `invalid`. */
function typedAmount(lang: Lang) {
  return z.string().transform((text, ctx) => {
    const value = parseNumber(text, lang)
    if (value !== null) return value
    ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
    return z.NEVER
  })
}

/** A customs fact left blank: none, or a `required` issue when the offer `needed` it. */
function blank(needed: boolean, ctx: z.RefinementCtx) {
  if (needed) ctx.addIssue({ code: 'custom', message: 'required' })
  return undefined
}

/** A customs text (tariff number, country) as typed, blank for none, then judged by the contract. */
const customsText = (needed: boolean) =>
  z.string().transform((text, ctx) => (text.trim() ? text : blank(needed, ctx)))

/** A weight as typed in the page language, blank for none, then judged by the contract. */
function customsWeight(lang: Lang, needed: boolean) {
  return z.string().transform((text, ctx) => {
    if (!text.trim()) return blank(needed, ctx)
    const value = parseNumber(text, lang)
    if (value === null) ctx.addIssue({ code: 'custom', message: 'invalid' })
    return value ?? z.NEVER
  })
}

/**
 * The contract's offer read from what the operator typed (docs/product.md#requests-for-quotation):
 * for a catalogue product (`needsVariation`) the variation offered is required; the named place
 * left blank is the request's destination; the last day is today or later. For a free-text
 * request (`needsCustoms`) the customs facts are required; for a catalogue product a blank one is
 * the product's.
 */
export function offerFormSchema(lang: Lang, today: string, needsVariation: boolean, needsCustoms = false) {
  return z
    .object({
      product_variation: needsVariation
        ? z
            .string()
            .transform((text, ctx) => {
              if (text) return Number(text)
              ctx.addIssue({ code: 'custom', message: 'required' })
              return z.NEVER
            })
            .pipe(SHAPE.product_variation.unwrap())
        : z.string().transform(() => undefined),
      quantity: typedAmount(lang).pipe(SHAPE.quantity),
      unit_price: typedAmount(lang).pipe(SHAPE.unit_price),
      shipping_price: typedAmount(lang).pipe(SHAPE.shipping_price),
      incoterm: SHAPE.incoterm,
      incoterm_place: z
        .string()
        .transform((text) => text.trim() || undefined)
        .pipe(SHAPE.incoterm_place),
      valid_until: z
        .string()
        .transform((text, ctx) => {
          if (text) return text
          ctx.addIssue({ code: 'custom', message: 'required' })
          return z.NEVER
        })
        .pipe(SHAPE.valid_until)
        .refine((day) => day >= today, { error: 'past' }),
      notes: SHAPE.notes,
      hs_code: customsText(needsCustoms).pipe(SHAPE.hs_code),
      origin_country: customsText(needsCustoms).pipe(SHAPE.origin_country),
      net_weight_kg: customsWeight(lang, needsCustoms).pipe(SHAPE.net_weight_kg),
      gross_weight_kg: customsWeight(lang, needsCustoms).pipe(SHAPE.gross_weight_kg),
    })
    .refine((offer) => !isGrossBelowNet(offer), { error: 'grossBelowNet', path: ['gross_weight_kg'] })
}

/** A weight in the page language's digits, to the gram at most; blank when unknown. */
const typedWeight = (lang: Lang, kg: number | null | undefined) =>
  kg == null ? '' : formatNumber(lang, kg, { useGrouping: false, maximumFractionDigits: 3 })

/**
 * The customs facts of the variation `variationId` of `product`, as the form shows them: the
 * product's tariff number and origin, the variation's weights (blank when unknown).
 */
export function customsOf(lang: Lang, product: OpsProduct, variationId: number): CustomsInput {
  const variation = product.variations.find((v) => v.id === variationId)
  return {
    hs_code: product.hs_code ?? '',
    origin_country: product.origin_country,
    net_weight_kg: typedWeight(lang, variation?.net_weight_kg),
    gross_weight_kg: typedWeight(lang, variation?.gross_weight_kg),
  }
}

/**
 * The form's first values: the request's variation and whole quantity, DAP, valid for the usual
 * days, goods of the usual origin (a chosen variation's facts replace the customs ones).
 */
export function offerDefaults(
  lang: Lang,
  rfq: Pick<Rfq, 'product_variation' | 'quantity'>,
  today: string,
): OfferInput {
  return {
    product_variation: rfq.product_variation ? String(rfq.product_variation.id) : '',
    quantity: Number.isInteger(rfq.quantity) ? formatNumber(lang, rfq.quantity, { useGrouping: false }) : '',
    unit_price: '',
    shipping_price: '',
    incoterm: 'DAP',
    incoterm_place: '',
    valid_until: addDays(today, QUOTE_VALID_DAYS_DEFAULT),
    notes: '',
    hs_code: '',
    origin_country: DEFAULT_ORIGIN_COUNTRY,
    net_weight_kg: '',
    gross_weight_kg: '',
  }
}

/**
 * The total the typed offer would make (quantity × unit price + shipping), in dollars, counted in
 * whole cents; null until the three read as numbers.
 */
export function offerTotal(
  lang: Lang,
  values: Pick<OfferInput, 'quantity' | 'unit_price' | 'shipping_price'>,
) {
  const quantity = parseNumber(values.quantity, lang)
  const unit = parseNumber(values.unit_price, lang)
  const shipping = parseNumber(values.shipping_price, lang)
  if (quantity === null || unit === null || shipping === null) return null
  if (!Number.isInteger(quantity) || quantity < 0 || unit < 0 || shipping < 0) return null
  return bodyTotal({ quantity, unit_price: unit, shipping_price: shipping })
}

/** An offer's total (quantity × unit price + shipping), counted in whole cents. */
export function bodyTotal(offer: Pick<OfferBody, 'quantity' | 'unit_price' | 'shipping_price'>): number {
  return (offer.quantity * toCents(offer.unit_price) + toCents(offer.shipping_price)) / 100
}
