import type { OfferBody } from '@caravanserai/contracts/ops-rfqs'
import { eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { productVariations } from '../../db/schema/products.ts'
import { rfqOffers, rfqs } from '../../db/schema/rfqs.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import type { Buyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { emailStaff } from '../staff/email-staff.ts'
import { rfqDeclinedEmail, rfqOfferedEmail, rfqWithdrawnEmail } from './rfq-emails.ts'
import { utcDay } from './rfq-machine.ts'
import {
  buyerLabel,
  emailRfqBuyer,
  type LockedRfq,
  lockRfq,
  requireAllowed,
  requireDay,
} from './rfq-steps.ts'

/**
 * The variation an offer is for: required for a catalogue product's request and one of that
 * product's variations; refused for anything else. Its name comes back in the request's language.
 */
async function offeredVariation(tx: Db, rfq: LockedRfq, variationId: number | undefined) {
  if (rfq.productId === null) {
    if (variationId !== undefined)
      throw new AppError('rfqs.variationNotAllowed', 400, {}, 'product_variation')
    return null
  }
  if (variationId === undefined) throw new AppError('rfqs.variationRequired', 400, {}, 'product_variation')
  const [variation] = await queryRows<Row<typeof productVariations, 'id'> & { name: string }>(
    tx,
    sql`select v.id, coalesce(${translated('product_variation_translations', 'product_variation_id', sql`v.id`, 'name', rfq.language)}, v.name) as name
      from product_variations v where v.id = ${variationId} and v.product_id = ${rfq.productId}`,
  )
  if (!variation) throw new AppError('rfqs.unknownVariation', 400, {}, 'product_variation')
  return variation
}

/** The destination's name in the request's language: the named place when the operator gives none. */
async function destinationName(tx: Db, rfq: LockedRfq): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select coalesce(${translated('destination_translations', 'destination_id', sql`${rfq.destinationId}::int`, 'name', rfq.language)}, '') as name`,
  )
  return row!.name
}

/** The request's standing offer as the audit trail compares it; {} before the first. */
async function standingOffer(tx: Db, rfqId: number): Promise<Record<string, unknown>> {
  const [row] = await queryRows<{ offer: Record<string, unknown> }>(
    tx,
    sql`select json_build_object('product_variation', o.product_variation_id, 'quantity', o.quantity,
        'unit_price', o.unit_price::text, 'shipping_price', o.shipping_price::text,
        'incoterm', o.incoterm, 'incoterm_place', o.incoterm_place, 'valid_until', o.valid_until,
        'notes', o.notes, 'hs_code', o.hs_code, 'origin_country', o.origin_country,
        'net_weight_kg', o.net_weight_kg::text, 'gross_weight_kg', o.gross_weight_kg::text) as offer
      from rfq_offers o where o.rfq_id = ${rfqId} order by o.id desc limit 1`,
  )
  return row?.offer ?? {}
}

/** A request's first answer stays its answer time. */
const answeredOnce = (now: Date) => sql`coalesce(${rfqs.answeredAt}, ${now})`

export type MakeOffer = { rfqId: number; staff: AuditActor; body: OfferBody; now: Date }

/**
 * An operator's price for an open or offered request: a new offer that replaces the standing one,
 * with the customs facts its order's documents print, the request offered (and answered, the
 * first time), and the buyer emailed the terms.
 */
export async function makeOffer(db: Db, input: MakeOffer, email: EmailContext): Promise<void> {
  const { rfqId, staff, body, now } = input
  requireDay(body.valid_until, 'valid_until')
  if (body.valid_until < utcDay(now)) throw new AppError('rfqs.validUntilPast', 400, {}, 'valid_until')
  await inTransaction(db, async (tx) => {
    const rfq = await lockRfq(tx, rfqId, null, now)
    requireAllowed(rfq, 'offer', 'staff')
    const variation = await offeredVariation(tx, rfq, body.product_variation)
    const place = body.incoterm_place || (await destinationName(tx, rfq))
    const before = { status: rfq.status, offer: await standingOffer(tx, rfqId) }
    const [offer] = await tx
      .insert(rfqOffers)
      .values({
        rfqId,
        productVariationId: variation?.id ?? null,
        quantity: body.quantity,
        unitPrice: body.unit_price.toFixed(2),
        shippingPrice: body.shipping_price.toFixed(2),
        incoterm: body.incoterm,
        incotermPlace: place,
        validUntil: body.valid_until,
        notes: body.notes,
        hsCode: body.hs_code ?? null,
        originCountry: body.origin_country ?? null,
        netWeightKg: body.net_weight_kg?.toFixed(3) ?? null,
        grossWeightKg: body.gross_weight_kg?.toFixed(3) ?? null,
        createdBy: staff.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: rfqOffers.id })
    await tx
      .update(rfqs)
      .set({ status: 'offered', answeredAt: answeredOnce(now), updatedAt: now })
      .where(eq(rfqs.id, rfqId))
    await recordAudit(tx, staff, {
      action: 'rfq.offer',
      object: { type: 'rfq', id: rfqId, label: rfq.rfqNumber },
      changes: changedFields(before, { status: 'offered', offer: await standingOffer(tx, rfqId) }),
    })
    const [amounts] = await queryRows<{
      unitPrice: `${number}`
      shippingPrice: `${number}`
      totalAmount: `${number}`
    }>(
      tx,
      sql`select unit_price::text as "unitPrice", shipping_price::text as "shippingPrice",
          (quantity * unit_price + shipping_price)::text as "totalAmount" from rfq_offers where id = ${offer!.id}`,
    )
    const params = {
      name: rfq.buyerName,
      rfqId,
      rfqNumber: rfq.rfqNumber,
      title: rfq.title,
      quantity: body.quantity,
      variation: variation?.name ?? null,
      unit: rfq.unit,
      ...amounts!,
      incoterm: body.incoterm,
      incotermPlace: place,
      validUntil: body.valid_until,
      notes: body.notes,
    }
    await emailRfqBuyer(tx, rfq, rfqOfferedEmail, params, email)
  })
}

/** An operator will not quote the request: declined with the reason, which the buyer is emailed. */
export async function declineRfq(
  db: Db,
  input: { rfqId: number; reason: string; now: Date; staff: AuditActor },
  email: EmailContext,
): Promise<void> {
  const { rfqId, reason, now, staff } = input
  await inTransaction(db, async (tx) => {
    const rfq = await lockRfq(tx, rfqId, null, now)
    requireAllowed(rfq, 'decline', 'staff')
    await tx
      .update(rfqs)
      .set({ status: 'declined', declineReason: reason, answeredAt: answeredOnce(now), updatedAt: now })
      .where(eq(rfqs.id, rfqId))
    await recordAudit(tx, staff, {
      action: 'rfq.decline',
      object: { type: 'rfq', id: rfqId, label: rfq.rfqNumber },
      changes: {
        status: { before: rfq.status, after: 'declined' },
        decline_reason: { before: null, after: reason },
      },
    })
    const params = { name: rfq.buyerName, rfqId, rfqNumber: rfq.rfqNumber, title: rfq.title, reason }
    await emailRfqBuyer(tx, rfq, rfqDeclinedEmail, params, email)
  })
}

/** The company no longer wants it: its open or offered request is withdrawn, the operators told. */
export async function withdrawRfq(
  db: Db,
  input: { rfqId: number; buyer: Buyer; now: Date },
  email: EmailContext,
): Promise<void> {
  const { rfqId, buyer, now } = input
  await inTransaction(db, async (tx) => {
    const rfq = await lockRfq(tx, rfqId, buyer, now)
    requireAllowed(rfq, 'withdraw', 'customer')
    await tx.update(rfqs).set({ status: 'withdrawn', updatedAt: now }).where(eq(rfqs.id, rfqId))
    const params = { rfqId, rfqNumber: rfq.rfqNumber, title: rfq.title, buyer: buyerLabel(rfq) }
    await emailStaff(tx, rfqWithdrawnEmail, params, email)
  })
}
