import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { products, productVariations } from './products.ts'

// Both lists are read by user: the unique constraints lead with user_id and serve as that index.

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    unique('cart_items_user_id_product_variation_id_unique').on(t.userId, t.productVariationId),
    index('cart_items_product_variation_id_idx').on(t.productVariationId),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('wishlist_items_user_id_product_id_unique').on(t.userId, t.productId),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
)

export type CartItem = typeof cartItems.$inferSelect
export type NewCartItem = typeof cartItems.$inferInsert
export type WishlistItem = typeof wishlistItems.$inferSelect
