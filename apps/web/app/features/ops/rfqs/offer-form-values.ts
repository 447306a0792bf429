import { type Incoterm, QUOTE_VALID_DAYS_DEFAULT } from '@caravanserai/contracts/documents'
import type { Lang } from '@caravanserai/contracts/languages'
import { type OfferBody, OfferBodySchema, type Rfq } from '@caravanserai/contracts/rfqs'
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
}

export const OFFER_FIELDS = [
  'product_variation',
  'quantity',
  'unit_price',
  'shipping_price',
  'incoterm',
  'incoterm_place',
  'valid_until',
  'notes',
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

/**
 * The contract's offer read from what the operator typed (docs/product.md#requests-for-quotation):
 * for a catalogue product (`needsVariation`) the variation offered is required; the named place
 * left blank is the request's destination; the last day is today or later.
 */
export function offerFormSchema(lang: Lang, today: string, needsVariation: boolean) {
  return z.object({
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
  })
}

/** The form's first values: the request's variation and whole quantity, DAP, valid for the usual days. */
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
