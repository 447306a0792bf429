import type { RfqAction } from '@caravanserai/contracts/rfqs'
import { desc, eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { rfqOffers, type rfqs } from '../../db/schema/rfqs.ts'
import { AppError } from '../../errors.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import type { EmailTemplate } from '../email/email-template.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { decide, isExpired, type RfqActor } from './rfq-machine.ts'

export type LockedRfq = Row<
  typeof rfqs,
  | 'id'
  | 'userId'
  | 'status'
  | 'rfqNumber'
  | 'title'
  | 'productId'
  | 'unit'
  | 'quantity'
  | 'destinationId'
  | 'language'
> & {
  buyerEmail: string
  buyerName: string
  buyerGone: boolean
  /** The standing offer (the newest), null before any. */
  offer: (Row<typeof rfqOffers, 'id' | 'validUntil'> & { expired: boolean }) | null
}

/**
 * Locks the request `id` for a step (one of the buyer's company, whose role there buys, when
 * `buyer` is given; another's is 404, as if it did not exist) and reads what the step and its email need. Locked first, so of two
 * steps at once the second sees what the first did.
 */
export async function lockRfq(tx: Db, id: number, buyer: Buyer | null, now: Date): Promise<LockedRfq> {
  const owner = buyer === null ? sql`` : sql`and ${ownedBy(buyer, sql`r.company_id`, 'buy')}`
  const [row] = await queryRows<Omit<LockedRfq, 'offer'>>(
    tx,
    sql`select r.id, r.user_id as "userId", r.status, r.rfq_number as "rfqNumber", r.title,
        r.product_id as "productId", r.unit, r.quantity::text, r.destination_id as "destinationId", r.language,
        u.email as "buyerEmail", trim(u.first_name || ' ' || u.last_name) as "buyerName",
        u.deleted_at is not null as "buyerGone"
      from rfqs r join users u on u.id = r.user_id where r.id = ${id} ${owner} for update of r`,
  )
  if (!row) throw new AppError('rfqs.notFound', 404)
  const [offer] = await tx
    .select({ id: rfqOffers.id, validUntil: rfqOffers.validUntil })
    .from(rfqOffers)
    .where(eq(rfqOffers.rfqId, id))
    .orderBy(desc(rfqOffers.id))
    .limit(1)
  return { ...row, offer: offer ? { ...offer, expired: isExpired(offer.validUntil, now) } : null }
}

/** A YYYY-MM-DD that names a real day (the contract checks only the shape): else 400 on `field`. */
export function requireDay(value: string, field: string): void {
  const day = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    throw new AppError('rfqs.dateInvalid', 400, {}, field)
}

/** Throws the refusal of `action` by `actor` on the locked request, if the machine refuses it. */
export function requireAllowed(rfq: LockedRfq, action: RfqAction, actor: RfqActor): void {
  const decision = decide({ status: rfq.status, offerExpired: rfq.offer?.expired ?? false }, action, actor)
  if (decision.ok) return
  if (decision.reason === 'forbidden') throw new AppError('errors.forbidden', 403)
  if (decision.reason === 'offerExpired') throw new AppError('rfqs.offerExpired', 409)
  throw new AppError(action === 'accept' ? 'rfqs.cannotAccept' : 'rfqs.notOpen', 409, { status: rfq.status })
}

/** How the operators see the buyer in their emails: by name, else by address. */
export const buyerLabel = (rfq: LockedRfq) => rfq.buyerName || rfq.buyerEmail

/** Emails the request's buyer through `tx`, in the request's language; an anonymised one gets none. */
export async function emailRfqBuyer<P>(
  tx: Db,
  rfq: LockedRfq,
  template: EmailTemplate<P>,
  params: P,
  email: EmailContext,
) {
  if (rfq.buyerGone) return
  await enqueueEmail(tx, { to: rfq.buyerEmail, locale: rfq.language, template, params }, email)
}
