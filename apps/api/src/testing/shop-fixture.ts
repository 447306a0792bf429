import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import type { App } from '../app.ts'
import { type Db, queryRows } from '../db/client.ts'
import { reindexProduct } from '../modules/catalog/product-cards.ts'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'

let counter = 0

type VariationSpec = { price?: string; stock?: number; minimumOrderQuantity?: number }

export type FixtureProduct = { productId: number; variationIds: number[]; names: Record<Locale, string> }

const NAMES: Record<Locale, (n: number) => string> = {
  en: (n) => `Saffron lot ${n}`,
  ru: (n) => `Партия шафрана ${n}`,
  hy: (n) => `Զաֆրանի խմբաքանակ ${n}`,
  fa: (n) => `محموله زعفران ${n}`,
}

async function insertId(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, query)
  return row!.id
}

/**
 * A product ready to be ordered, with names in the four locales, one picture per variation and
 * its stored cards built: what the cart and order tests need and nothing of the demo catalogue.
 */
export async function createFixtureProduct(
  db: Db,
  variations: VariationSpec[] = [{}],
): Promise<FixtureProduct> {
  counter += 1
  const n = counter
  const names = Object.fromEntries(LOCALES.map((l) => [l, NAMES[l](n)])) as Record<Locale, string>
  const categoryId = await insertId(db, sql`insert into categories default values returning id`)
  await db.execute(
    sql`insert into category_translations (category_id, locale, name) values (${categoryId}, 'en', 'Spices')`,
  )
  const typeId = await insertId(
    db,
    sql`insert into product_types (category_id) values (${categoryId}) returning id`,
  )
  await db.execute(
    sql`insert into product_type_translations (product_type_id, locale, name) values (${typeId}, 'en', 'Threads')`,
  )
  const productId = await insertId(
    db,
    sql`insert into products (category_id, product_type_id, price, lowest_price)
      values (${categoryId}, ${typeId}, ${variations[0]?.price ?? '12.50'}, ${variations[0]?.price ?? '12.50'}) returning id`,
  )
  for (const locale of LOCALES)
    await db.execute(
      sql`insert into product_translations (product_id, locale, name) values (${productId}, ${locale}::locale, ${names[locale]})`,
    )
  const variationIds: number[] = []
  for (const [position, v] of variations.entries()) {
    const id = await insertId(
      db,
      sql`insert into product_variations (product_id, position, name, price, stock, minimum_order_quantity)
        values (${productId}, ${position}, ${`Tin ${position + 1}`}, ${v.price ?? '12.50'}, ${v.stock ?? 100}, ${v.minimumOrderQuantity ?? 1})
        returning id`,
    )
    await db.execute(sql`insert into product_variation_translations (product_variation_id, locale, name)
      values (${id}, 'en', ${`Tin ${position + 1}`}), (${id}, 'fa', ${`قوطی ${position + 1}`})`)
    await db.execute(sql`insert into variation_images (product_variation_id, path, width, height)
      values (${id}, ${`art/saffron/lot-${n}-v${position}`}, 1200, 900)`)
    variationIds.push(id)
  }
  await reindexProduct(db, productId)
  return { productId, variationIds, names }
}

/** A shipping destination named in the four locales. */
export async function createFixtureDestination(db: Db, active = true): Promise<number> {
  const id = await insertId(db, sql`insert into destinations (is_active) values (${active}) returning id`)
  await db.execute(sql`insert into destination_translations (destination_id, locale, name)
    values (${id}, 'en', 'Armenia — Meghri'), (${id}, 'ru', 'Армения — Мегри'),
      (${id}, 'hy', 'Հայաստան — Մեղրի'), (${id}, 'fa', 'ارمنستان — مغری')`)
  return id
}

export async function variationStock(db: Db, variationId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    db,
    sql`select stock from product_variations where id = ${variationId}`,
  )
  return row!.stock
}

/** A buyer's order of `quantity` of the variation, through the cart and request-shipping. */
export async function placeOrder(
  app: App,
  buyer: TestUser,
  { variationId, quantity, destinationId, lang = 'en' }: PlaceOrder,
) {
  const headers = { ...buyer.auth, 'accept-language': lang }
  const added = await app.inject({
    method: 'POST',
    url: '/api/customer/cart/create/',
    headers,
    payload: { product_variation: variationId, quantity },
  })
  if (added.statusCode !== 201) throw new Error(`add to cart: ${added.body}`)
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/request-shipping/',
    headers,
    payload: { shipping_destination: destinationId },
  })
  if (res.statusCode !== 201) throw new Error(`request shipping: ${res.body}`)
  return res.json() as Order
}

type PlaceOrder = { variationId: number; quantity: number; destinationId: number; lang?: string }

/** The seller's details and the shop currency's bank account: what a quote's proforma invoice needs. */
export async function createFixtureSeller(db: Db): Promise<void> {
  await db.execute(sql`insert into seller_profile (legal_name, address, tax_id, email, phone)
    values ('Caravanserai Trading LLC', ${'14 Enghelab Street\nTehran 11316\nIran'}, '411-1234-5678', 'sales@caravanserai.example', '+98 21 5555 0101')
    on conflict (id) do nothing`)
  await db.execute(sql`insert into bank_accounts (currency, beneficiary, bank_name, bank_address, account_number, swift)
    values ('USD', 'Caravanserai Trading LLC', 'Ameriabank CJSC', '2 Vazgen Sargsyan Street, Yerevan, Armenia', 'AM12 3456 7890 1234 5678', 'ARMIAM22')
    on conflict (currency) do nothing`)
}

/**
 * A shop ready to trade, for the order tests: a $40 product in ample stock, a destination, the
 * seller's details (which a quote needs) and an operator.
 */
export async function createTradingShop(t: TestApp) {
  const product = await createFixtureProduct(t.database.db, [{ price: '40.00', stock: 100_000 }])
  const destination = await createFixtureDestination(t.database.db)
  await createFixtureSeller(t.database.db)
  return { product, destination, staff: await t.users.staff() }
}
