import { z } from 'zod'
import { ProductImageSchema } from './catalog.ts'
import { PriceTierSchema } from './price-tiers.ts'

const id = z.number().int().min(1).max(2_147_483_647)
const quantity = z.number().int().min(1).max(1_000_000)

/** A buyer's cart holds at most this many lines. */
export const MAX_CART_LINES = 100

/** POST /customer/cart/create/: adds to the line of this variation when there is one. */
export const CreateCartItemBodySchema = z.object({ product_variation: id, quantity }).strict()
export type CreateCartItemBody = z.infer<typeof CreateCartItemBodySchema>

/** PATCH /customer/cart/update/{id}/: the line's new quantity. */
export const UpdateCartItemBodySchema = z.object({ quantity }).strict()
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>

export const CartVariationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The unit price at the line's quantity: its volume price tier (docs/product.md#volume-price-tiers). */
  price: z.number(),
  price_tiers: z.array(PriceTierSchema).min(1),
  stock: z.number().int(),
  minimum_order_quantity: z.number().int(),
  images: z.array(ProductImageSchema),
  product_id: z.number().int(),
  product_name: z.string(),
})

export const CartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** quantity × the tier's unit price, computed by the database. */
  line_total: z.number(),
  /** False when the product was withdrawn from sale: the line cannot be ordered. */
  is_available: z.boolean(),
  product_variation: CartVariationSchema,
})
export type CartItem = z.infer<typeof CartItemSchema>

/** GET /customer/cart/ (docs/product.md#cart-calls): the list of items, with totals. */
export const CartResponseSchema = z.object({
  items: z.array(CartItemSchema),
  /** Number of lines: the header badge. */
  item_count: z.number().int(),
  total_quantity: z.number().int(),
  total_price: z.number(),
})
export type CartResponse = z.infer<typeof CartResponseSchema>
