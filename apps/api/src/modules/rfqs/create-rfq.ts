import type { Locale } from '@caravanserai/contracts/languages'
import type { CreateRfqBody } from '@caravanserai/contracts/rfqs'
import { and, eq, isNull, notExists, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import type { Row } from '../../db/row.ts'
import { categories } from '../../db/schema/catalog.ts'
import { destinations } from '../../db/schema/destinations.ts'
import { storedFiles } from '../../db/schema/payments.ts'
import { type products, productVariations } from '../../db/schema/products.ts'
import { rfqFiles, rfqs } from '../../db/schema/rfqs.ts'
import { producerCertificates } from '../../db/schema/suppliers.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import type { Buyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { emailStaff } from '../staff/email-staff.ts'
import { rfqReceivedEmail } from './rfq-emails.ts'
import { utcDay } from './rfq-machine.ts'
import { newRfqNumber } from './rfq-number.ts'
import { buyerLabel, lockRfq, requireDay } from './rfq-steps.ts'

/**
 * What the request is about: a listed catalogue product (and one of its variations, if named),
 * titled by the product's name in the buyer's language unless they wrote one, in its category
 * unless they chose one; or, without a product, the buyer's own title.
 */
async function subject(tx: Db, body: CreateRfqBody, locale: Locale) {
  if (body.product === undefined) {
    if (body.product_variation !== undefined)
      throw new AppError('rfqs.unknownVariation', 400, {}, 'product_variation')
    return { title: body.title ?? '', categoryId: body.category ?? null }
  }
  const [product] = await queryRows<Row<typeof products, 'categoryId'> & { name: string }>(
    tx,
    sql`select p.category_id as "categoryId",
        coalesce(${translated('product_translations', 'product_id', sql`p.id`, 'name', locale)}, '') as name
      from products p where p.id = ${body.product} and p.is_active and p.deleted_at is null`,
  )
  if (!product) throw new AppError('rfqs.productUnavailable', 400, {}, 'product')
  if (body.product_variation !== undefined) {
    const [variation] = await tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(
        and(eq(productVariations.id, body.product_variation), eq(productVariations.productId, body.product)),
      )
    if (!variation) throw new AppError('rfqs.unknownVariation', 400, {}, 'product_variation')
  }
  return { title: body.title || product.name, categoryId: body.category ?? product.categoryId }
}

/**
 * The files named, each one the buyer uploaded for a request and no request carries yet; else
 * 400. The rows are locked before the check, so two requests never carry the same file.
 */
async function usableFiles(tx: Db, buyerId: number, files: number[]): Promise<number[]> {
  const wanted = [...new Set(files)].sort((a, b) => a - b)
  if (wanted.length === 0) return []
  // Raw: a list locked in id order (docs/decisions/022-typed-data-access.md).
  await tx.execute(sql`select id from stored_files where id = any(${idArray(wanted)}) order by id for update`)
  const usable = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        sql`${storedFiles.id} = any(${idArray(wanted)})`,
        isNull(storedFiles.orderId),
        eq(storedFiles.uploadedBy, buyerId),
        notExists(
          tx.select({ id: rfqFiles.fileId }).from(rfqFiles).where(eq(rfqFiles.fileId, storedFiles.id)),
        ),
        notExists(
          tx
            .select({ id: producerCertificates.fileId })
            .from(producerCertificates)
            .where(eq(producerCertificates.fileId, storedFiles.id)),
        ),
      ),
    )
  if (usable.length !== wanted.length) throw new AppError('rfqs.fileUnavailable', 400, {}, 'files')
  return wanted
}

/** The request, open, under a fresh number. */
async function insertRfq(
  tx: Db,
  values: {
    buyer: Buyer
    body: CreateRfqBody
    title: string
    categoryId: number | null
    locale: Locale
    now: Date
  },
): Promise<number> {
  const { buyer, body, title, categoryId, locale, now } = values
  // The number is random: on the rare collision, draw again.
  for (;;) {
    const [row] = await tx
      .insert(rfqs)
      .values({
        rfqNumber: newRfqNumber(now),
        userId: buyer.userId,
        companyId: buyer.companyId,
        productId: body.product ?? null,
        productVariationId: body.product_variation ?? null,
        categoryId,
        title,
        details: body.details,
        quantity: body.quantity.toFixed(3),
        unit: body.unit,
        targetPrice: body.target_price?.toFixed(2) ?? null,
        destinationId: body.shipping_destination,
        neededBy: body.needed_by ?? null,
        language: locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: rfqs.rfqNumber })
      .returning({ id: rfqs.id })
    if (row) return row.id
  }
}

/** The request is the company's the session acts for; the person sent it. */
export type CreateRfq = {
  buyer: Buyer & { isVerified: boolean }
  body: CreateRfqBody
  locale: Locale
  now: Date
}

/**
 * POST /rfqs/ (docs/product.md#requests-for-quotation): the buyer's request, checked against the
 * catalogue, the destinations and their uploads, stored open with its files in the buyer's
 * language, and every operator told, in one transaction. Needs a verified email, as checkout does.
 */
export async function createRfq(db: Db, input: CreateRfq, email: EmailContext): Promise<number> {
  const { buyer, body, locale, now } = input
  if (!buyer.isVerified) throw new AppError('rfqs.emailNotVerified', 403)
  if (body.needed_by !== undefined) {
    requireDay(body.needed_by, 'needed_by')
    if (body.needed_by < utcDay(now)) throw new AppError('rfqs.neededByPast', 400, {}, 'needed_by')
  }
  return inTransaction(db, async (tx) => {
    const [destination] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(eq(destinations.id, body.shipping_destination), eq(destinations.isActive, true)))
    if (!destination) throw new AppError('rfqs.unknownDestination', 400, {}, 'shipping_destination')
    const { title, categoryId } = await subject(tx, body, locale)
    if (body.category !== undefined) {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, body.category))
      if (!category) throw new AppError('rfqs.unknownCategory', 400, {}, 'category')
    }
    const files = await usableFiles(tx, buyer.userId, body.files)
    const rfqId = await insertRfq(tx, { buyer, body, title, categoryId, locale, now })
    if (files.length > 0) await tx.insert(rfqFiles).values(files.map((fileId) => ({ rfqId, fileId })))
    const rfq = await lockRfq(tx, rfqId, null, now)
    const params = {
      rfqId,
      rfqNumber: rfq.rfqNumber,
      title: rfq.title,
      buyer: buyerLabel(rfq),
      quantity: rfq.quantity as `${number}`,
      unit: rfq.unit,
    }
    await emailStaff(tx, rfqReceivedEmail, params, email)
    return rfqId
  })
}
