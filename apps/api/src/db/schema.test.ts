import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCompany, firstCompanyOf } from '../modules/companies/company-queries.ts'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'
import type { Database, Db } from './client.ts'
import { users } from './schema/accounts.ts'
import { cartItems } from './schema/cart.ts'
import { attributes, attributeValues, categories, productTypes } from './schema/catalog.ts'
import { destinations } from './schema/destinations.ts'
import { orderItems, orders } from './schema/orders.ts'
import { products, productVariations, variationAttributeValues } from './schema/products.ts'
import { reviews } from './schema/reviews.ts'

/** The database error under drizzle's wrapper: its SQLSTATE code and the constraint it broke. */
async function refusal(query: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await query
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause
    return { code: cause?.code, constraint: cause?.constraint }
  }
  throw new Error('the database accepted the row')
}

let serial = 0
const unique = (prefix: string) => `${prefix}-${++serial}-${Date.now()}`

/** A buyer with a company of one, as registration makes. */
async function createUser(db: Db, email = `${unique('buyer')}@example.com`) {
  const [user] = await db.insert(users).values({ email, passwordHash: 'x' }).returning()
  await createCompany(db, user!.id, {}, new Date())
  return user!
}

async function createVariation(db: Db, values: { stock?: number } = {}) {
  const [category] = await db.insert(categories).values({}).returning()
  const [type] = await db.insert(productTypes).values({ categoryId: category!.id }).returning()
  const [product] = await db
    .insert(products)
    .values({ categoryId: category!.id, productTypeId: type!.id, price: '12.50' })
    .returning()
  const [variation] = await db
    .insert(productVariations)
    .values({ productId: product!.id, name: '1 kg', price: '12.50', stock: 10, ...values })
    .returning()
  return { product: product!, variation: variation! }
}

async function createOrder(db: Db, userId: number) {
  const [destination] = await db.insert(destinations).values({}).returning()
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: unique('CRV'),
      userId,
      companyId: firstCompanyOf(userId),
      destinationId: destination!.id,
      totalPrice: '25.00',
    })
    .returning()
  return order!
}

describe.each(databaseKinds())('the schema on %s', (kind) => {
  let database: Database
  let db: Db
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    db = database.db
  })
  afterAll(() => database.close())

  test('refuses a review rating of 0 or 6 and accepts 1 to 5', async () => {
    const user = await createUser(db)
    const { product } = await createVariation(db)
    for (const rating of [0, 6]) {
      const refused = await refusal(
        db.insert(reviews).values({ productId: product.id, userId: user.id, rating }),
      )
      expect(refused.constraint).toBe('reviews_rating_between_1_and_5')
    }
    await db.insert(reviews).values({ productId: product.id, userId: user.id, rating: 5 })
  })

  test("refuses a variation's attribute value that names another product, and deletes it with the variation", async () => {
    const { variation } = await createVariation(db)
    const other = await createVariation(db)
    const [attribute] = await db
      .insert(attributes)
      .values({ productTypeId: other.product.productTypeId })
      .returning()
    const [value] = await db.insert(attributeValues).values({ attributeId: attribute!.id }).returning()
    const row = { productVariationId: variation.id, attributeValueId: value!.id }
    const refused = await refusal(
      db.insert(variationAttributeValues).values({ ...row, productId: other.product.id }),
    )
    expect(refused.constraint).toBe('variation_attribute_values_variation_product_fk')
    await db.insert(variationAttributeValues).values({ ...row, productId: variation.productId })
    await db.delete(productVariations).where(eq(productVariations.id, variation.id))
    expect(
      await db
        .select()
        .from(variationAttributeValues)
        .where(eq(variationAttributeValues.attributeValueId, value!.id)),
    ).toEqual([])
  })

  test('refuses a cart quantity of 0', async () => {
    const user = await createUser(db)
    const { variation } = await createVariation(db)
    const refused = await refusal(
      db.insert(cartItems).values({ userId: user.id, productVariationId: variation.id, quantity: 0 }),
    )
    expect(refused.constraint).toBe('cart_items_quantity_positive')
  })

  test('refuses a negative stock', async () => {
    const { variation } = await createVariation(db)
    const refused = await refusal(
      db.update(productVariations).set({ stock: -1 }).where(eq(productVariations.id, variation.id)),
    )
    expect(refused.constraint).toBe('product_variations_stock_not_negative')
  })

  test('refuses an order status outside the lifecycle', async () => {
    const user = await createUser(db)
    const order = await createOrder(db, user.id)
    const refused = await refusal(
      db
        .update(orders)
        .set({ status: 'lost' as never })
        .where(eq(orders.id, order.id)),
    )
    expect(refused.code).toBe('22P02')
  })

  test('refuses an email that differs from a registered one only in case', async () => {
    const email = `${unique('Trader')}@Example.com`
    await createUser(db, email)
    const refused = await refusal(createUser(db, email.toLowerCase()))
    expect(refused.constraint).toBe('users_email_lower_unique')
  })

  test('refuses a second cart line for the same variation', async () => {
    const user = await createUser(db)
    const { variation } = await createVariation(db)
    const line = { userId: user.id, productVariationId: variation.id, quantity: 2 }
    await db.insert(cartItems).values(line)
    const refused = await refusal(db.insert(cartItems).values(line))
    expect(refused.constraint).toBe('cart_items_user_id_product_variation_id_unique')
  })

  test('deletes the cart of a user deleted with it', async () => {
    const user = await createUser(db)
    const { variation } = await createVariation(db)
    await db.insert(cartItems).values({ userId: user.id, productVariationId: variation.id, quantity: 3 })
    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([])
  })

  test('keeps an order item when its variation is deleted, with its snapshot and no link', async () => {
    const user = await createUser(db)
    const { product, variation } = await createVariation(db)
    const order = await createOrder(db, user.id)
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: product.id,
        productVariationId: variation.id,
        quantity: 2,
        unitPrice: '12.50',
        productName: 'Saffron',
        variationName: '1 kg',
      })
      .returning()
    await db.delete(productVariations).where(eq(productVariations.id, variation.id))
    const [kept] = await db.select().from(orderItems).where(eq(orderItems.id, item!.id))
    expect(kept).toMatchObject({ productVariationId: null, productName: 'Saffron', unitPrice: '12.50' })
  })
})
