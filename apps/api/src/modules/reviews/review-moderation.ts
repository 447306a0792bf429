import { eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { products } from '../../db/schema/products.ts'
import { reviews } from '../../db/schema/reviews.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { changedFields, recordAudit } from '../audit/audit-log.ts'
import { refreshReviewStats } from './reviews-service.ts'

/** Hide with the reason the author reads, or show again with an optional note for the trail. */
export type Moderation = { hide: true; reason: string } | { hide: false; reason?: string }

type Locked = { productId: number; hiddenAt: Date | null; hiddenReason: string | null; label: string }

/**
 * Hides a review from the product page, its rating and its count, or shows it again
 * (docs/product.md#review-moderation), in one transaction with the product's count and cards
 * rebuilt (which drops the visitors' cached pages) and the audit event. The product row is locked
 * before the review, in the order a buyer's save takes them. Hiding a hidden review, or showing a
 * visible one, is a 409: another operator got there first.
 */
export async function moderateReview(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'email'>,
  reviewId: number,
  change: Moderation,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
    if (!found) throw new AppError('moderation.reviewNotFound', 404)
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, found.productId))
      .for('no key update')
    const [review] = await queryRows<Locked>(
      tx,
      sql`select r.product_id as "productId", r.hidden_at as "hiddenAt", r.hidden_reason as "hiddenReason",
          coalesce((select t.name from product_translations t where t.product_id = r.product_id and t.locale = 'en'), '') as label
        from reviews r where r.id = ${reviewId} for update`,
    )
    if (!review || review.productId !== found.productId) throw new AppError('moderation.reviewNotFound', 404)
    const hidden = review.hiddenAt !== null
    if (change.hide && hidden) throw new AppError('moderation.alreadyHidden', 409)
    if (!change.hide && !hidden) throw new AppError('moderation.notHidden', 409)
    const hiding = change.hide
      ? { hiddenAt: now, hiddenReason: change.reason, hiddenBy: actor.id }
      : { hiddenAt: null, hiddenReason: null, hiddenBy: null }
    await tx
      .update(reviews)
      .set({ ...hiding, updatedAt: now })
      .where(eq(reviews.id, reviewId))
    await refreshReviewStats(tx, review.productId)
    const before = { hidden, reason: review.hiddenReason }
    const after = change.hide
      ? { hidden: true, reason: change.reason }
      : { hidden: false, reason: null, unhide_reason: change.reason }
    await recordAudit(tx, actor, {
      action: change.hide ? 'review.hide' : 'review.unhide',
      object: { type: 'review', id: reviewId, label: review.label },
      changes: changedFields(before, after),
    })
  })
}
