import type { ResolveClaimBody } from '@caravanserai/contracts/ops-claims'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { claims } from '../../db/schema/claims.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../audit/audit-log.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { centsOf, centsText } from '../escrow/cents.ts'
import { refundHeld } from '../escrow/refunds.ts'
import { type ClaimResolvedParams, claimResolvedEmail } from './claim-emails.ts'
import { lockClaimOrder } from './claim-order.ts'
import { createReplacement } from './replacement-order.ts'

export type ResolveClaim = {
  orderId: number
  claimId: number
  staff: AuditActor
  body: ResolveClaimBody
  now: Date
}

/**
 * An operator resolves an open claim (docs/decisions/044-claims.md): rejected with the reason,
 * refunded (at most what the order holds, with its credit note), or replaced by a linked order at
 * no charge. The claim records who and when (and its first answer, if none came before), the
 * audit trail the outcome, and the buyer is emailed in their language. A resolved claim is 409.
 */
export async function resolveClaim(db: Db, input: ResolveClaim, email: EmailContext): Promise<void> {
  const { orderId, claimId, staff, body, now } = input
  await inTransaction(db, async (tx) => {
    const order = await lockClaimOrder(tx, orderId, null)
    const [claim] = await tx
      .select({ state: claims.state })
      .from(claims)
      .where(and(eq(claims.id, claimId), eq(claims.orderId, orderId)))
      .for('update')
    if (!claim) throw new AppError('claims.notFound', 404)
    if (claim.state !== 'open') throw new AppError('claims.resolved', 409, { state: claim.state })
    const note = body.note || null
    const about = { name: order.name, orderId, orderNumber: order.orderNumber }
    let params: ClaimResolvedParams
    let set: Partial<typeof claims.$inferInsert>
    if (body.outcome === 'rejected') {
      set = { state: 'rejected' }
      params = { ...about, outcome: 'rejected', note: body.note }
    } else if (body.outcome === 'refunded') {
      const refund = await refundHeld(
        tx,
        {
          orderId,
          staff,
          amount: body.amount,
          refundedOn: body.refunded_on,
          bankReference: body.bank_reference,
        },
        'claim',
        now,
      )
      set = { state: 'refunded', refundId: refund.id }
      params = {
        ...about,
        outcome: 'refunded',
        amount: centsText(centsOf(body.amount)),
        currency: refund.currency,
        note,
      }
    } else {
      const replacement = await createReplacement(tx, orderId, claimId, now, email)
      set = { state: 'replaced', replacementOrderId: replacement.id }
      params = { ...about, outcome: 'replaced', replacement: replacement.orderNumber, note }
    }
    await tx
      .update(claims)
      .set({
        ...set,
        resolutionNote: note,
        resolvedAt: now,
        resolvedBy: staff.id,
        firstAnsweredAt: sql`coalesce(${claims.firstAnsweredAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(claims.id, claimId))
    await recordAudit(tx, staff, {
      action: 'order.claim_resolved',
      object: { type: 'order', id: orderId, label: order.orderNumber },
      changes: {
        [`claims.${claimId}.state`]: { before: 'open', after: set.state },
        ...(note ? { [`claims.${claimId}.resolution_note`]: { before: null, after: note } } : {}),
      },
    })
    if (order.gone) return
    await enqueueEmail(
      tx,
      { to: order.to, locale: order.language, template: claimResolvedEmail, params },
      email,
    )
  })
}
