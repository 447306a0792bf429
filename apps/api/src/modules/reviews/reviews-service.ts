import type { CreateReviewBody, OwnReview } from '@caravanserai/contracts/reviews'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { products } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'
import { reindexProduct } from '../catalog/product-cards.ts'
import { verifiedPurchase } from '../catalog/product-json.ts'

/** A review (alias `r`) as the product page shows it, plus its product. */
const reviewJson: SQL = sql`json_build_object(
    'id', r.id, 'product', r.product_id, 'rating', r.rating, 'comment', r.comment, 'review_date', r.review_date,
    'verified_purchase', ${verifiedPurchase},
    'customer', (select json_build_object('name', trim(u.first_name || ' ' || u.last_name))
      from users u where u.id = r.user_id and u.deleted_at is null),
    'hidden', case when r.hidden_at is null then null
      else json_build_object('at', r.hidden_at, 'reason', r.hidden_reason) end)`

export async function getOwnReview(db: Db, buyerId: number, productId: number): Promise<OwnReview | null> {
  const [row] = await queryRows<{ review: OwnReview }>(
    db,
    sql`select ${reviewJson} as review from reviews r where r.product_id = ${productId} and r.user_id = ${buyerId}`,
  )
  return row?.review ?? null
}

/**
 * The product's review count (the popularity sort) and its stored cards (the rating, decision 003)
 * from its visible reviews: a hidden one counts nowhere public (docs/product.md#review-moderation).
 * Rewriting the cards notifies `catalog_changed`, which drops the visitors' cached pages.
 */
export async function refreshReviewStats(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`update products set review_count =
      (select count(*) from reviews where product_id = ${productId} and hidden_at is null)
    where id = ${productId}`)
  await reindexProduct(tx, productId)
}

/**
 * The buyer's one review of a product, written or rewritten (its first date kept; a hidden review
 * stays hidden, docs/product.md#review-moderation). The product's
 * review count (the popularity sort) and its stored cards (the rating, decision 003) follow
 * in the same transaction; the product row is locked so that the rebuilt card reads every
 * committed review.
 */
export async function saveReview(
  db: Db,
  buyerId: number,
  body: CreateReviewBody,
): Promise<{ review: OwnReview; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.product), eq(products.isActive, true), isNull(products.deletedAt)))
      .for('no key update')
    if (!product) throw new AppError('errors.productNotFound', 404)
    const [row] = await queryRows<{ review: OwnReview; created: boolean }>(
      tx,
      sql`with saved as (
          insert into reviews as r (product_id, user_id, rating, comment)
          values (${body.product}, ${buyerId}, ${body.rating}, ${body.comment})
          on conflict (product_id, user_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
          returning r.*, (xmax = 0) as created)
        select ${reviewJson} as review, r.created from saved r`,
    )
    await refreshReviewStats(tx, body.product)
    return { review: row!.review, created: row!.created }
  })
}
