import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { hashPassword } from '../../modules/accounts/password-hash.ts'
import { reindexProducerProducts } from '../../modules/catalog/producers.ts'
import { reindexProduct } from '../../modules/catalog/product-cards.ts'
import { deriveMarks } from '../../modules/suppliers/verified-marks.ts'
import { type Db, inTransaction, queryRows } from '../client.ts'
import type { Row } from '../row.ts'
import { users } from '../schema/accounts.ts'
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  categories,
  categoryTranslations,
  producers,
  productTypes,
  productTypeTranslations,
} from '../schema/catalog.ts'
import { currencyRates } from '../schema/currencies.ts'
import {
  destinationLegs,
  destinationLegTranslations,
  destinations,
  destinationTranslations,
} from '../schema/destinations.ts'
import {
  products,
  productTranslations,
  productVariations,
  productVariationTranslations,
  variationAttributeValues,
  variationImages,
  variationPriceTiers,
} from '../schema/products.ts'
import { reviews } from '../schema/reviews.ts'
import { bankAccounts, sellerProfile } from '../schema/seller.ts'
import { producerTranslations, producerVerifications } from '../schema/suppliers.ts'
import { DEMO_CATALOGUE } from './demo/catalogue.ts'
import { DEMO_DESTINATIONS, DEMO_ROUTES } from './demo/destinations.ts'
import { DEMO_RATES } from './demo/rates.ts'
import { DEMO_REVIEWERS } from './demo/reviewers.ts'
import { DEMO_SUPPLIERS, demoFoundedYear, demoSupplierRows } from './demo/suppliers.ts'
import { demoTiers } from './demo/tiers.ts'
import { DEMO_BANK_ACCOUNTS, DEMO_HS_CODES, DEMO_SELLER } from './demo/trade.ts'
import type { DemoCategory, Text4 } from './demo/types.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * A demo variation's SKU, from its product's key and its English name (`SARGOL-GRADE-A-TIN`);
 * its position keeps two alike names apart (docs/product.md#catalogue-import-and-export).
 */
function demoSku(productKey: string, name: string, position: number, taken: Set<string>): string {
  const slug = `${productKey}-${name}`
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  let sku = slug.slice(0, 60).replace(/-$/, '')
  if (taken.has(sku)) sku = `${sku.slice(0, 56)}-${position + 1}`
  taken.add(sku)
  return sku
}

function perLocale<T>(text: Text4, row: (locale: Locale, value: string) => T): T[] {
  return LOCALES.map((locale) => row(locale, text[locale]))
}

/** Inserts rows and returns their ids in input order. */
async function insertIds<T extends object>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
): Promise<number[]> {
  if (rows.length === 0) return []
  const inserted = (await db
    .insert(table)
    .values(rows as never)
    .returning()) as { id: number }[]
  return inserted.map((r) => r.id)
}

async function seedUsers(db: Db, demoStaff: boolean) {
  const demoHash = await hashPassword(DEMO_PASSWORD)
  const accounts = Object.values(DEMO_ACCOUNTS).map((a) => ({
    email: a.email,
    passwordHash: demoHash,
    firstName: a.firstName,
    lastName: a.lastName,
    isVerified: true,
    isStaff: demoStaff && a.staffRole !== null,
    staffRole: demoStaff ? a.staffRole : null,
  }))
  // Reviewers never sign in: their hash matches no password.
  const reviewers = Object.entries(DEMO_REVIEWERS).map(([key, r]) => ({
    email: `${key}@reviewers.caravanserai.example`,
    passwordHash: '!',
    firstName: r.firstName,
    lastName: r.lastName,
    isVerified: true,
  }))
  await insertIds(db, users, accounts)
  const ids = await insertIds(db, users, reviewers)
  return new Map(Object.keys(DEMO_REVIEWERS).map((key, i) => [key, ids[i]!]))
}

async function seedDestinations(db: Db) {
  const ids = await insertIds(
    db,
    destinations,
    DEMO_DESTINATIONS.map((_, position) => ({ position })),
  )
  await insertIds(
    db,
    destinationTranslations,
    DEMO_DESTINATIONS.flatMap((name, i) =>
      perLocale(name, (locale, value) => ({ destinationId: ids[i]!, locale, name: value })),
    ),
  )
  const legs = DEMO_ROUTES.flatMap((route, i) =>
    route.map((leg, position) => ({ destinationId: ids[i]!, position, days: leg.days, name: leg.name })),
  )
  const legIds = await insertIds(
    db,
    destinationLegs,
    legs.map(({ name: _, ...leg }) => leg),
  )
  await insertIds(
    db,
    destinationLegTranslations,
    legs.flatMap((leg, i) =>
      perLocale(leg.name, (locale, value) => ({ legId: legIds[i]!, locale, name: value })),
    ),
  )
}

async function seedCategory(
  db: Db,
  category: DemoCategory,
  reviewerIds: Map<string, number>,
  now: number,
  skus: Set<string>,
) {
  const [categoryId] = await insertIds(db, categories, [{}])
  await insertIds(
    db,
    categoryTranslations,
    perLocale(category.name, (locale, name) => ({ categoryId, locale, name })),
  )
  const typeIds = new Map<string, number>()
  const valueIds = new Map<string, number>()
  for (const type of category.productTypes) {
    const [typeId] = await insertIds(db, productTypes, [{ categoryId }])
    typeIds.set(type.key, typeId!)
    await insertIds(
      db,
      productTypeTranslations,
      perLocale(type.name, (locale, name) => ({ productTypeId: typeId, locale, name })),
    )
    for (const attribute of type.attributes) {
      const [attributeId] = await insertIds(db, attributes, [{ productTypeId: typeId }])
      await insertIds(
        db,
        attributeTranslations,
        perLocale(attribute.name, (locale, name) => ({ attributeId, locale, name })),
      )
      const ids = await insertIds(
        db,
        attributeValues,
        attribute.values.map(() => ({ attributeId })),
      )
      for (const [i, v] of attribute.values.entries())
        valueIds.set(`${type.key}/${attribute.key}/${v.key}`, ids[i]!)
      await insertIds(
        db,
        attributeValueTranslations,
        attribute.values.flatMap((v, i) =>
          perLocale(v.label, (locale, value) => ({ attributeValueId: ids[i]!, locale, value })),
        ),
      )
    }
  }
  const producerNames = [...new Set(category.products.map((p) => p.producer))]
  const producerIds = new Map<string, number>()
  for (const name of producerNames) {
    const [row] = await queryRows<Row<typeof producers, 'id'>>(
      db,
      sql`insert into producers (name, founded_year) values (${name}, ${demoFoundedYear(name)})
        on conflict (lower(name)) do update set name = excluded.name returning id`,
    )
    producerIds.set(name, row!.id)
  }
  for (const product of category.products) {
    const type = category.productTypes.find((x) => x.key === product.productType)!
    const createdAt = new Date(now - product.daysAgo * DAY)
    const [productId] = await insertIds(db, products, [
      {
        categoryId,
        productTypeId: typeIds.get(type.key),
        producerId: producerIds.get(product.producer),
        price: product.variations[0]!.price.toFixed(2),
        lowestPrice:
          demoTiers(product.variations[0]!).at(-1)?.price ?? product.variations[0]!.price.toFixed(2),
        hsCode: DEMO_HS_CODES[type.art],
        reviewCount: product.reviews.length,
        createdAt,
        updatedAt: createdAt,
      },
    ])
    await insertIds(
      db,
      productTranslations,
      LOCALES.map((locale) => ({
        productId,
        locale,
        name: product.name[locale],
        description: product.description[locale],
      })),
    )
    const variationIds = await insertIds(
      db,
      productVariations,
      product.variations.map((v, position) => ({
        productId,
        position,
        name: v.name.en,
        sku: demoSku(product.key, v.name.en, position, skus),
        price: v.price.toFixed(2),
        stock: v.stock,
        minimumOrderQuantity: v.minimumOrderQuantity,
      })),
    )
    await insertIds(
      db,
      variationPriceTiers,
      product.variations.flatMap((v, i) =>
        demoTiers(v).map((tier) => ({ productVariationId: variationIds[i]!, ...tier })),
      ),
    )
    await insertIds(
      db,
      productVariationTranslations,
      product.variations.flatMap((v, i) =>
        perLocale(v.name, (locale, name) => ({ productVariationId: variationIds[i]!, locale, name })),
      ),
    )
    await insertIds(
      db,
      variationAttributeValues,
      product.variations.flatMap((v, i) =>
        Object.entries(v.attributes).map(([attribute, value]) => ({
          productVariationId: variationIds[i]!,
          productId: productId!,
          attributeValueId: valueIds.get(`${type.key}/${attribute}/${value}`)!,
        })),
      ),
    )
    await insertIds(
      db,
      variationImages,
      variationIds.flatMap((productVariationId, i) => [
        {
          productVariationId,
          position: 0,
          path: `art/${type.art}/${product.key}-v${i}`,
          width: 1200,
          height: 900,
        },
        ...(i === 0
          ? [
              {
                productVariationId,
                position: 1,
                path: `art/${type.art}/${product.key}-detail`,
                width: 1200,
                height: 900,
              },
            ]
          : []),
      ]),
    )
    await insertIds(
      db,
      reviews,
      product.reviews.map((r) => ({
        productId,
        userId: reviewerIds.get(r.reviewer),
        rating: r.rating,
        comment: r.comment,
        reviewDate: new Date(now - r.daysAgo * DAY),
      })),
    )
    await reindexProduct(db, productId!)
  }
}

/**
 * The texts and checks of the demo producers that have a profile (demo/suppliers.ts), then the
 * verified marks the checks give, which the products' cards carry.
 */
async function seedSupplierProfiles(db: Db, now: number) {
  const named = await db.select({ id: producers.id, name: producers.name }).from(producers)
  for (const { id, name } of named) {
    const supplier = DEMO_SUPPLIERS[name]
    if (!supplier) continue
    const { texts, checks } = demoSupplierRows(supplier, new Date(now).toISOString().slice(0, 10))
    await insertIds(
      db,
      producerTranslations,
      texts.map((text) => ({ producerId: id, ...text })),
    )
    await insertIds(
      db,
      producerVerifications,
      checks.map((check) => ({ producerId: id, ...check })),
    )
  }
  for (const id of await deriveMarks(db, new Date(now), null)) await reindexProducerProducts(db, id)
}

/**
 * The demo catalogue, loaded into an empty database: categories with their types and attributes,
 * producers, products with translated texts, variations, drawn pictures and reviews, the
 * destinations, and the demo buyer and operator. The operator, whose password is published, is
 * staff only when `demoStaff` says so: in development, never in production
 * (docs/decisions/020-production-defaults.md). Exchange rates dated the day of `now` only when
 * `demoRates` says so, in development too (docs/decisions/045-currencies.md).
 */
export async function seedDemo(
  db: Db,
  {
    catalogue = DEMO_CATALOGUE,
    now = Date.now(),
    demoStaff = false,
    demoRates = false,
  }: { catalogue?: DemoCategory[]; now?: number; demoStaff?: boolean; demoRates?: boolean } = {},
): Promise<boolean> {
  // Only into an empty database: a shop that has accounts or products of its own keeps them.
  const [existing] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from products) or exists (select 1 from users) as used`,
  )
  if (existing?.used) return false
  await inTransaction(db, async (tx) => {
    const reviewerIds = await seedUsers(tx, demoStaff)
    await seedDestinations(tx)
    await tx.insert(sellerProfile).values(DEMO_SELLER)
    await tx.insert(bankAccounts).values(DEMO_BANK_ACCOUNTS)
    const skus = new Set<string>()
    for (const category of catalogue) await seedCategory(tx, category, reviewerIds, now, skus)
    await seedSupplierProfiles(tx, now)
    if (demoRates) {
      const effectiveOn = new Date(now).toISOString().slice(0, 10)
      await tx.insert(currencyRates).values(
        Object.entries(DEMO_RATES).map(([currency, unitsPerUsd]) => ({
          currency,
          unitsPerUsd,
          effectiveOn,
        })),
      )
    }
  })
  return true
}
