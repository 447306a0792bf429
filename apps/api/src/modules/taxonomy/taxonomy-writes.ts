import type { NamesBody } from '@caravanserai/contracts/ops-taxonomy'
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import {
  type attributes,
  type attributeValues,
  type categories,
  productTypes,
} from '../../db/schema/catalog.ts'
import { products } from '../../db/schema/products.ts'
import { namesJson, writeNames } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { reindexProducts } from '../catalog/product-cards.ts'
import { TAXON_KINDS, type TaxonKind } from './taxonomy-kinds.ts'

/** A row of whichever taxonomy table the kind names: the table is chosen at run time. */
type TaxonRow = Row<
  typeof categories | typeof productTypes | typeof attributes | typeof attributeValues,
  'id'
>

/**
 * No two rows under one parent (or two categories) share an English name, whatever the case:
 * the storefront's filters would show the same word twice.
 */
async function assertNameFree(
  tx: Db,
  kind: TaxonKind,
  parentId: number | null,
  english: string,
  field: string,
  exceptId?: number,
) {
  const { table, parent, names } = TAXON_KINDS[kind]
  const [taken] = await queryRows<TaxonRow>(
    tx,
    sql`select x.id from ${sql.raw(table)} x
      join ${sql.raw(names.table)} t on ${sql.raw(`t.${names.fk}`)} = x.id and t.locale = 'en'
      where lower(${sql.raw(`t.${names.column}`)}) = lower(${english})
        ${parent && parentId !== null ? sql`and ${sql.raw(`x.${parent}`)} = ${parentId}` : sql``}
        ${exceptId !== undefined ? sql`and x.id <> ${exceptId}` : sql``}
      limit 1`,
  )
  if (taken) throw new AppError('ops.nameTaken', 400, {}, field)
}

async function insertRow(tx: Db, kind: TaxonKind, parentId: number | null, names: NamesBody) {
  const { table, parent } = TAXON_KINDS[kind]
  const [row] = await queryRows<TaxonRow>(
    tx,
    parent
      ? sql`insert into ${sql.raw(table)} (${sql.raw(parent)}) values (${parentId}) returning id`
      : sql`insert into ${sql.raw(table)} default values returning id`,
  )
  await writeNames(tx, TAXON_KINDS[kind].names, row!.id, names)
  return row!.id
}

const AUDITED = {
  category: 'category',
  productType: 'product_type',
  attribute: 'attribute',
  attributeValue: 'attribute_value',
} as const

async function namesOf(tx: Db, kind: TaxonKind, id: number): Promise<Record<string, string>> {
  const [row] = await queryRows<{ names: Record<string, string> }>(
    tx,
    sql`select ${namesJson(TAXON_KINDS[kind].names, sql`${id}::int`)} as names`,
  )
  return row!.names
}

/**
 * Records a create, rename or delete of a row in the audit trail (docs/product.md#audit-trail):
 * its names before and after (none before a create, none after a delete), and any more `extra`.
 */
async function auditTaxon(
  tx: Db,
  staff: AuditActor,
  kind: TaxonKind,
  id: number,
  verb: 'create' | 'update' | 'delete',
  names: { before: Record<string, string>; after: Record<string, string> },
  extra: object = {},
) {
  const type = AUDITED[kind]
  await recordAudit(tx, staff, {
    action: `${type}.${verb}`,
    object: { type, id, label: names.after.en || names.before.en || '' },
    changes: changedFields({ names: names.before }, { names: names.after, ...extra }),
  })
}

/** Whether the parent row exists, locked against deletion while a child is added. */
async function lockParent(tx: Db, kind: 'category' | 'productType' | 'attribute', id: number) {
  const rows = await queryRows<TaxonRow>(
    tx,
    sql`select id from ${sql.raw(TAXON_KINDS[kind].table)} where id = ${id} for key share`,
  )
  return rows.length > 0
}

export function createCategory(db: Db, names: NamesBody, staff: AuditActor): Promise<number> {
  return inTransaction(db, async (tx) => {
    await assertNameFree(tx, 'category', null, names.en, 'names.en')
    const id = await insertRow(tx, 'category', null, names)
    await auditTaxon(tx, staff, 'category', id, 'create', {
      before: {},
      after: await namesOf(tx, 'category', id),
    })
    return id
  })
}

export function createProductType(
  db: Db,
  categoryId: number,
  names: NamesBody,
  staff: AuditActor,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (!(await lockParent(tx, 'category', categoryId)))
      throw new AppError('ops.unknownCategory', 400, {}, 'category')
    await assertNameFree(tx, 'productType', categoryId, names.en, 'names.en')
    const id = await insertRow(tx, 'productType', categoryId, names)
    const after = await namesOf(tx, 'productType', id)
    await auditTaxon(tx, staff, 'productType', id, 'create', { before: {}, after }, { category: categoryId })
    return id
  })
}

export function createAttribute(
  db: Db,
  productTypeId: number,
  names: NamesBody,
  values: NamesBody[],
  staff: AuditActor,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (!(await lockParent(tx, 'productType', productTypeId)))
      throw new AppError('catalog.unknownProductType', 400, {}, 'product_type')
    await assertNameFree(tx, 'attribute', productTypeId, names.en, 'names.en')
    const english = values.map((v) => v.en.toLowerCase())
    if (new Set(english).size !== english.length) throw new AppError('ops.nameTaken', 400, {}, 'values')
    const id = await insertRow(tx, 'attribute', productTypeId, names)
    for (const value of values) await insertRow(tx, 'attributeValue', id, value)
    const after = await namesOf(tx, 'attribute', id)
    const extra = { product_type: productTypeId, values: values.map((v) => v.en) }
    await auditTaxon(tx, staff, 'attribute', id, 'create', { before: {}, after }, extra)
    return id
  })
}

/** Null when there is no such attribute. */
export function createAttributeValue(
  db: Db,
  attributeId: number,
  names: NamesBody,
  staff: AuditActor,
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    if (!(await lockParent(tx, 'attribute', attributeId))) return null
    await assertNameFree(tx, 'attributeValue', attributeId, names.en, 'names.en')
    const id = await insertRow(tx, 'attributeValue', attributeId, names)
    const after = await namesOf(tx, 'attributeValue', id)
    await auditTaxon(
      tx,
      staff,
      'attributeValue',
      id,
      'create',
      { before: {}, after },
      { attribute: attributeId },
    )
    return id
  })
}

/**
 * The undeleted products using the row, locked in id order as every catalogue write locks them
 * (docs/decisions/006), so that their rebuilt cards read every committed stock.
 */
async function lockUsers(tx: Db, kind: TaxonKind, id: number): Promise<number[]> {
  const rows = await queryRows<Row<typeof products, 'id'>>(
    tx,
    sql`select id from products where id in (${TAXON_KINDS[kind].usedBy(sql`${id}`)})
      order by id for no key update`,
  )
  return rows.map((r) => r.id)
}

/**
 * New names (all four) for a row; every product showing it gets new cards and search documents
 * (docs/decisions/003). False when there is no such row.
 */
export function renameTaxon(
  db: Db,
  kind: TaxonKind,
  id: number,
  names: NamesBody,
  staff: AuditActor,
): Promise<boolean> {
  const { table, parent } = TAXON_KINDS[kind]
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ parent: number | null }>(
      tx,
      sql`select ${parent ? sql.raw(parent) : sql`null::int`} as parent from ${sql.raw(table)}
        where id = ${id} for no key update`,
    )
    if (!row) return false
    await assertNameFree(tx, kind, row.parent, names.en, 'names.en', id)
    const before = await namesOf(tx, kind, id)
    await writeNames(tx, TAXON_KINDS[kind].names, id, names)
    await reindexProducts(tx, await lockUsers(tx, kind, id))
    await auditTaxon(tx, staff, kind, id, 'update', { before, after: await namesOf(tx, kind, id) })
    return true
  })
}

/**
 * Deletes a row and what hangs below it (a category's types, a type's attributes, an attribute's
 * values). Refused with 409, changing nothing, while an undeleted product uses it; products
 * deleted earlier that were filed under it go with it (their orders keep their own copies).
 * False when there is no such row.
 */
export function deleteTaxon(db: Db, kind: TaxonKind, id: number, staff: AuditActor): Promise<boolean> {
  const { table } = TAXON_KINDS[kind]
  return inTransaction(db, async (tx) => {
    // FOR UPDATE waits for, and then blocks, writes that would start using the row.
    const [row] = await queryRows<TaxonRow>(
      tx,
      sql`select id from ${sql.raw(table)} where id = ${id} for update`,
    )
    if (!row) return false
    // Raw: a list locked in id order (docs/decisions/022-typed-data-access.md).
    if (kind === 'attribute')
      await tx.execute(sql`select id from attribute_values where attribute_id = ${id} order by id for update`)
    const [used] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from (${TAXON_KINDS[kind].usedBy(sql`${id}`)}) used`,
    )
    if (used && used.count > 0) throw new AppError(`ops.${kind}InUse`, 409, { count: used.count })
    if (kind === 'category') {
      const types = tx
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.categoryId, id))
      await tx
        .delete(products)
        .where(
          and(
            isNotNull(products.deletedAt),
            or(eq(products.categoryId, id), inArray(products.productTypeId, types)),
          ),
        )
    } else if (kind === 'productType') {
      await tx.delete(products).where(and(isNotNull(products.deletedAt), eq(products.productTypeId, id)))
    }
    const before = await namesOf(tx, kind, id)
    await tx.execute(sql`delete from ${sql.raw(table)} where id = ${id}`)
    await auditTaxon(tx, staff, kind, id, 'delete', { before, after: {} })
    return true
  })
}
