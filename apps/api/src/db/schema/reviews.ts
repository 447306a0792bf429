import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { products } from './products.ts'

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Null once the author's account is gone: the review stays, signed anonymous (docs/product.md#reviews).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by an operator (docs/product.md#review-moderation): gone from the product page, its
    // rating and count; its author still sees it, marked hidden, with the reason.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('reviews_rating_between_1_and_5', sql`${t.rating} between 1 and 5`),
    // One review per customer and product; anonymised reviews (null user) do not collide.
    unique('reviews_product_id_user_id_unique').on(t.productId, t.userId),
    index('reviews_product_id_review_date_idx').on(t.productId, t.reviewDate.desc().nullsFirst()),
    index('reviews_user_id_idx').on(t.userId),
  ],
)

export type Review = typeof reviews.$inferSelect
export type NewReview = typeof reviews.$inferInsert
