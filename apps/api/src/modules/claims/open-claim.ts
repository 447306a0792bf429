import type { OpenClaimBody } from '@caravanserai/contracts/claims'
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { claimFiles, claimLines, claims } from '../../db/schema/claims.ts'
import { orderMessageFiles } from '../../db/schema/conversation.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { paymentProofs, storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import { alertStaff } from '../alerts/alert-staff.ts'
import type { Buyer } from '../companies/company-scope.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { claimOpenedEmail } from './claim-emails.ts'
import { lockClaimOrder } from './claim-order.ts'

export type OpenClaim = {
  orderId: number
  /** The person opening it, for their company (docs/decisions/056-companies-are-the-buyer.md). */
  buyer: Buyer
  body: OpenClaimBody
  windowDays: number
  now: Date
}

/** The last day of the claim window of an order delivered at `deliveredAt`, YYYY-MM-DD (UTC). */
export function lastClaimDay(deliveredAt: Date, windowDays: number): string {
  const day = new Date(`${deliveredAt.toISOString().slice(0, 10)}T00:00:00Z`)
  return new Date(day.getTime() + windowDays * 86_400_000).toISOString().slice(0, 10)
}

/** Each claimed line is the order's, and at most what was ordered of it (400 otherwise). */
async function checkLines(tx: Db, orderId: number, lines: OpenClaimBody['lines']) {
  if (lines.length === 0) return
  const ordered = await tx
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(
          orderItems.id,
          lines.map((l) => l.item),
        ),
      ),
    )
  const byId = new Map(ordered.map((o) => [o.id, o.quantity]))
  for (const line of lines) {
    const quantity = byId.get(line.item)
    if (quantity === undefined) throw new AppError('claims.lineUnknown', 400, {}, 'lines')
    if (line.quantity > quantity)
      throw new AppError('claims.quantityAboveOrdered', 400, { ordered: quantity, item: line.item }, 'lines')
  }
}

/**
 * The evidence: files the buyer uploaded to this order that no message, transfer confirmation or
 * claim holds yet, each
 * once (400 `claims.fileUnavailable` otherwise), the rule a message's files follow.
 */
async function checkFiles(tx: Db, orderId: number, buyerId: number, files: number[]) {
  if (files.length === 0) return
  const usable = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, files),
        eq(storedFiles.orderId, orderId),
        eq(storedFiles.uploadedBy, buyerId),
        notExists(tx.select().from(orderMessageFiles).where(eq(orderMessageFiles.fileId, storedFiles.id))),
        notExists(tx.select().from(claimFiles).where(eq(claimFiles.fileId, storedFiles.id))),
        notExists(tx.select().from(paymentProofs).where(eq(paymentProofs.fileId, storedFiles.id))),
      ),
    )
    .for('update')
  if (usable.length !== new Set(files).size || usable.length !== files.length)
    throw new AppError('claims.fileUnavailable', 400, {}, 'files')
}

/**
 * The buyer's claim (docs/decisions/044-claims.md): on a shipped order, or a delivered one within
 * the claim window, with none open; its lines and evidence checked; the buyer's receipt and the
 * operators' alert sent. Refused (409) at another status, after the window, or with one open.
 * Returns the claim's id.
 */
export async function openClaim(db: Db, input: OpenClaim, email: EmailContext): Promise<number> {
  const { orderId, buyer, body, windowDays, now } = input
  return inTransaction(db, async (tx) => {
    const order = await lockClaimOrder(tx, orderId, buyer)
    if (order.status !== 'shipped' && order.status !== 'delivered')
      throw new AppError('claims.wrongStatus', 409, { status: order.status })
    if (order.status === 'delivered' && order.deliveredAt) {
      const last = lastClaimDay(order.deliveredAt, windowDays)
      if (last < now.toISOString().slice(0, 10))
        throw new AppError('claims.windowClosed', 409, { date: last })
    }
    const [open] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.orderId, orderId), eq(claims.state, 'open')))
    if (open) throw new AppError('claims.alreadyOpen', 409)
    await checkLines(tx, orderId, body.lines)
    await checkFiles(tx, orderId, buyer.userId, body.files)
    const [claim] = await tx
      .insert(claims)
      .values({
        orderId,
        openedBy: buyer.userId,
        reason: body.reason,
        remedy: body.remedy,
        description: body.description,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: claims.id })
    const id = claim!.id
    if (body.lines.length > 0)
      await tx
        .insert(claimLines)
        .values(body.lines.map((l) => ({ claimId: id, orderItemId: l.item, quantity: l.quantity })))
    if (body.files.length > 0)
      await tx.insert(claimFiles).values(body.files.map((fileId) => ({ claimId: id, fileId })))
    if (!order.gone) {
      const params = { name: order.name, orderId, orderNumber: order.orderNumber }
      await enqueueEmail(
        tx,
        { to: order.to, locale: order.language, template: claimOpenedEmail, params },
        email,
      )
    }
    await alertStaff(tx, 'claim_opened', orderId, email)
    return id
  })
}

/**
 * An operator's first answer to the order's open claim, when they write in its conversation:
 * stamped once, so the queue's age stops counting against the first-answer target.
 */
export async function markClaimAnswered(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(claims)
    .set({ firstAnsweredAt: now, updatedAt: now })
    .where(and(eq(claims.orderId, orderId), eq(claims.state, 'open'), isNull(claims.firstAnsweredAt)))
}
