import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { refreshReviewStats } from './reviews-service.ts'

/**
 * Reviews written straight into a fixture product, dated `daysAgo` before now so that their order
 * is known, with the product's count and cards rebuilt as a buyer's save would.
 */
export async function insertReviews(
  db: Db,
  productId: number,
  reviews: { userId: number | null; rating: number; comment?: string; daysAgo: number }[],
): Promise<number[]> {
  const ids: number[] = []
  for (const r of reviews) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into reviews (product_id, user_id, rating, comment, review_date)
        values (${productId}, ${r.userId}, ${r.rating}, ${r.comment ?? ''}, now() - make_interval(days => ${r.daysAgo}))
        returning id`,
    )
    ids.push(row!.id)
  }
  await refreshReviewStats(db, productId)
  return ids
}
