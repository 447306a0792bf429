import { z } from 'zod'
import { CountryCodeSchema } from './countries.ts'
import { IncotermSchema } from './documents.ts'
import { pageQuerySchema } from './pagination.ts'
import { HsCodeSchema, isGrossBelowNet, WeightKgSchema } from './product-facts.ts'
import { RFQ_TEXT_MAX, RfqStatusSchema } from './rfqs.ts'

// Operator console (docs/product.md#requests-for-quotation): the operators' list of requests, and
// their answer to one: an offer or a decline. Staff only.

/** As in rfqs.ts: an id, an amount in USD, a day. */
const id = z.number().int().min(1).max(2_147_483_647)
const money = z.number().min(0).max(100_000_000).multipleOf(0.01)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'rfqs.dateInvalid' })

export const OpsRfqListQuerySchema = z.object(pageQuerySchema(20)).extend({
  status: z.optional(RfqStatusSchema),
})

/** An offer's customs facts, per unit: what the commercial invoice and packing list print of it. */
export const OFFER_CUSTOMS_FIELDS = ['hs_code', 'origin_country', 'net_weight_kg', 'gross_weight_kg'] as const

/**
 * POST /ops/rfqs/{id}/offer/ (staff): a price for the request; replaces an earlier offer. Without
 * a variation (a free-text request) the customs facts are required, each missing one refused on
 * its field; for a variation, one left out is its product's when the documents are issued.
 */
export const OfferBodySchema = z
  .object({
    /** For a catalogue product: the variation offered (its stock is reserved at acceptance). */
    product_variation: id.optional(),
    /** Whole units of what is offered (of the variation, for a catalogue product). */
    quantity: z.number().int().min(1).max(1_000_000_000),
    unit_price: money,
    shipping_price: money,
    incoterm: IncotermSchema.default('DAP'),
    /** The named place; the destination's name when left out. */
    incoterm_place: z.string().trim().max(100).optional(),
    /** YYYY-MM-DD: the last day the buyer may accept; today or later. */
    valid_until: isoDate,
    notes: z.string().trim().max(RFQ_TEXT_MAX).default(''),
    /** A customs tariff number of 6 to 10 digits (spaces and dots dropped). */
    hs_code: HsCodeSchema.optional(),
    /** ISO 3166-1 alpha-2. */
    origin_country: CountryCodeSchema.optional(),
    /** One unit's weight in kilograms without and with its packing; gross not below net. */
    net_weight_kg: WeightKgSchema.optional(),
    gross_weight_kg: WeightKgSchema.optional(),
  })
  .strict()
  .refine((offer) => !isGrossBelowNet(offer), { error: 'ops.grossBelowNet', path: ['gross_weight_kg'] })
  .superRefine((offer, ctx) => {
    if (offer.product_variation !== undefined) return
    for (const field of OFFER_CUSTOMS_FIELDS)
      if (offer[field] === undefined)
        ctx.addIssue({ code: 'custom', message: 'rfqs.customsRequired', path: [field] })
  })
export type OfferBody = z.infer<typeof OfferBodySchema>

/** POST /ops/rfqs/{id}/decline/ (staff): the reason is shown to the buyer. */
export const DeclineRfqBodySchema = z
  .object({ reason: z.string().trim().min(1, { error: 'rfqs.reasonRequired' }).max(2000) })
  .strict()
