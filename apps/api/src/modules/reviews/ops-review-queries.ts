import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsReview, ReviewState } from '@caravanserai/contracts/ops-reviews'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { translated } from '../../db/translations.ts'
import { verifiedPurchase } from '../catalog/product-json.ts'

export type OpsReviewFilters = {
  rating?: number
  product?: number
  state?: ReviewState
  search?: string
}

/** A review (alias `r`, its product `p`, its author `u`) as the console shows it. */
function reviewJson(locale: Locale): SQL {
  return sql`json_build_object(
    'id', r.id,
    'product', json_build_object('id', p.id,
      'name', coalesce(${translated('product_translations', 'product_id', sql`p.id`, 'name', locale)}, '')),
    'author', case when u.id is null or u.deleted_at is not null then null
      else json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email) end,
    'rating', r.rating, 'comment', r.comment, 'review_date', r.review_date,
    'verified_purchase', ${verifiedPurchase},
    'hidden', case when r.hidden_at is null then null else json_build_object(
      'at', r.hidden_at, 'reason', r.hidden_reason,
      'by', (select json_build_object('id', s.id, 'email', s.email) from users s where s.id = r.hidden_by)) end)`
}

const FROM = sql`reviews r join products p on p.id = r.product_id left join users u on u.id = r.user_id`

function conditions(filters: OpsReviewFilters): SQL {
  const where: SQL[] = [sql`true`]
  if (filters.rating !== undefined) where.push(sql`r.rating = ${filters.rating}`)
  if (filters.product !== undefined) where.push(sql`r.product_id = ${filters.product}`)
  if (filters.state === 'visible') where.push(sql`r.hidden_at is null`)
  if (filters.state === 'hidden') where.push(sql`r.hidden_at is not null`)
  if (filters.search) {
    const like = containsPattern(filters.search)
    where.push(sql`(exists (select 1 from product_translations pt where pt.product_id = p.id and pt.name ilike ${like})
      or (u.deleted_at is null and (u.email ilike ${like} or trim(u.first_name || ' ' || u.last_name) ilike ${like})))`)
  }
  return sql.join(where, sql` and `)
}

/** Every review, newest first, as the console lists them (docs/product.md#review-moderation). */
export async function listOpsReviews(
  db: Db,
  filters: OpsReviewFilters,
  locale: Locale,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ count: number; results: OpsReview[] }> {
  const where = conditions(filters)
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${FROM} where ${where}`,
  )
  const rows = await queryRows<{ review: OpsReview }>(
    db,
    sql`select ${reviewJson(locale)} as review from ${FROM} where ${where}
      order by r.review_date desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.review) }
}

/** One review as the console shows it; null when there is none. */
export async function getOpsReview(db: Db, id: number, locale: Locale): Promise<OpsReview | null> {
  const [row] = await queryRows<{ review: OpsReview }>(
    db,
    sql`select ${reviewJson(locale)} as review from ${FROM} where r.id = ${id}`,
  )
  return row?.review ?? null
}
