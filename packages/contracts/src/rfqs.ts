import { z } from 'zod'
import { NamedSchema } from './catalog.ts'
import { IncotermSchema } from './documents.ts'
import { LocaleSchema } from './languages.ts'
import { PlacedBySchema } from './orders.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { AttachmentSchema } from './payments.ts'

// Requests for quotation (docs/product.md#requests-for-quotation): a buyer asks a price for a
// catalogue product or for something the catalogue does not list; an operator answers with an
// offer or declines; the buyer accepts an offer while it is valid, and the offer becomes an order
// at the stage an approved shipping quote reaches. apps/api's rfqs/rfq-machine.ts says who may
// take which step at which status.

/**
 * open: waiting for the operators; offered: an offer waits for the buyer (a newer offer replaces
 * it); accepted: the buyer took the offer and it became an order; declined: the operators will not
 * quote it; withdrawn: the buyer no longer wants it.
 */
export const RFQ_STATUSES = ['open', 'offered', 'accepted', 'declined', 'withdrawn'] as const
export const RfqStatusSchema = z.enum(RFQ_STATUSES)
export type RfqStatus = z.infer<typeof RfqStatusSchema>

export const RFQ_ACTIONS = ['offer', 'decline', 'accept', 'withdraw'] as const
export const RfqActionSchema = z.enum(RFQ_ACTIONS)
export type RfqAction = z.infer<typeof RfqActionSchema>

/** The units a buyer may ask in. */
export const RFQ_UNITS = [
  'piece',
  'kg',
  'tonne',
  'litre',
  'square_metre',
  'cubic_metre',
  'container',
] as const
export const RfqUnitSchema = z.enum(RFQ_UNITS)
export type RfqUnit = z.infer<typeof RfqUnitSchema>

export const RFQ_TEXT_MAX = 5000
export const RFQ_TITLE_MAX = 200
export const RFQ_FILES_MAX = 5
export const RFQ_PAGE_SIZE = 10
/** How many requests a buyer may send in an hour. */
export const RFQS_PER_HOUR = 10

const id = z.number().int().min(1).max(2_147_483_647)
const money = z.number().min(0).max(100_000_000).multipleOf(0.01)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'rfqs.dateInvalid' })

/**
 * POST /rfqs/ (signed-in buyers): for a catalogue product (`product`, its variation optional) or
 * for something else (`title` and optionally `category`). Files are uploaded first to
 * POST /rfqs/files/ and named here.
 */
export const CreateRfqBodySchema = z
  .object({
    product: id.optional(),
    product_variation: id.optional(),
    /** What is wanted, in the buyer's words; a catalogue product's name when left out for one. */
    title: z.string().trim().max(RFQ_TITLE_MAX).optional(),
    category: id.optional(),
    details: z.string().trim().max(RFQ_TEXT_MAX).default(''),
    quantity: z.number().positive({ error: 'rfqs.quantityInvalid' }).max(1_000_000_000).multipleOf(0.001),
    unit: RfqUnitSchema,
    /** The unit price the buyer hopes for, in USD. */
    target_price: money.optional(),
    shipping_destination: id,
    /** YYYY-MM-DD, not in the past. */
    needed_by: isoDate.optional(),
    files: z.array(id).max(RFQ_FILES_MAX).default([]),
  })
  .strict()
  .refine((r) => r.product !== undefined || (r.title?.length ?? 0) > 0, {
    error: 'rfqs.titleRequired',
    path: ['title'],
  })
export type CreateRfqBody = z.infer<typeof CreateRfqBodySchema>

/**
 * POST /rfqs/{id}/accept/: the offer the buyer saw (refused 409 when a newer one replaced it or
 * it expired), and the address to ship to (the default shipping address when left out).
 */
export const AcceptOfferBodySchema = z.object({ offer: id, shipping_address: id.nullish() }).strict()
export type AcceptOfferBody = z.infer<typeof AcceptOfferBodySchema>

export const RfqOfferSchema = z.object({
  id: z.number().int(),
  /** Null for something outside the catalogue. */
  product_variation: z.nullable(NamedSchema),
  quantity: z.number().int(),
  unit_price: z.number(),
  shipping_price: z.number(),
  /** quantity × unit_price + shipping_price. */
  total_amount: z.number(),
  incoterm: IncotermSchema,
  incoterm_place: z.string(),
  valid_until: z.string(),
  /** Past its validity day: it can no longer be accepted. */
  expired: z.boolean(),
  notes: z.string(),
  /** The customs facts the offer gives; null ones are the variation's product's. */
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  net_weight_kg: z.number().nullable(),
  gross_weight_kg: z.number().nullable(),
  created_at: z.string(),
})
export type RfqOffer = z.infer<typeof RfqOfferSchema>

/** GET /rfqs/{id}/ and each row of the lists. */
export const RfqSchema = z.object({
  id: z.number().int(),
  rfq_number: z.string(),
  status: RfqStatusSchema,
  title: z.string(),
  /** The catalogue product asked about, null for something else. */
  product: z.nullable(
    z.object({ id: z.number().int(), name: z.string(), producer: z.nullable(NamedSchema) }),
  ),
  product_variation: z.nullable(NamedSchema),
  category: z.nullable(NamedSchema),
  details: z.string(),
  quantity: z.number(),
  unit: RfqUnitSchema,
  target_price: z.number().nullable(),
  shipping_destination: NamedSchema,
  needed_by: z.string().nullable(),
  language: LocaleSchema,
  files: z.array(AttachmentSchema),
  /** The offer standing now (the newest), null before any. */
  offer: z.nullable(RfqOfferSchema),
  decline_reason: z.string().nullable(),
  /** The order the accepted offer became. */
  order: z.nullable(z.object({ id: z.number().int(), order_number: z.string() })),
  /** The person of the buying company who asked (docs/decisions/056-companies-are-the-buyer.md). */
  placed_by: PlacedBySchema,
  /** The buyer who asked: shown to the operators only (null for the buyer). */
  buyer: z.nullable(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string() }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the viewer may do now. */
  available_actions: z.array(RfqActionSchema),
})
export type Rfq = z.infer<typeof RfqSchema>

export const RfqListQuerySchema = z.object(pageQuerySchema(RFQ_PAGE_SIZE))

export const RfqListResponseSchema = pagedSchema(RfqSchema)
export type RfqListResponse = z.infer<typeof RfqListResponseSchema>
