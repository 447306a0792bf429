import { CATALOG_COLUMNS, type CatalogImportReport } from '@caravanserai/contracts/ops-catalog-import'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { csvDocument } from '../content/csv-document.ts'
import { CATALOG_SHEET_LIMITS } from './catalog-sheet-file.ts'
import { readCsv } from './sheet-csv.ts'
import { readXlsx } from './sheet-xlsx.ts'

type Row = Partial<Record<(typeof CATALOG_COLUMNS)[number], string>>

const csv = (rows: Row[], columns: readonly string[] = CATALOG_COLUMNS) =>
  Buffer.from(
    csvDocument(
      columns,
      rows.map((r) => columns.map((c) => r[c as keyof Row] ?? '')),
    ),
  )

const NEW_PRODUCT: Row[] = [
  {
    sku: 'ZAF-NEW-1G',
    category: 'Saffron',
    product_type: 'saffron threads',
    producer: 'Golestan Saffron Co.',
    name_en: 'Imported saffron',
    name_ru: 'Импортный шафран',
    description_en: 'From a file.',
    variation_en: '1 g tin',
    price: '11.50',
    stock: '30',
    minimum_order: '10',
    price_tiers: '100:11.10;500:10.50',
    attributes: 'Grade=Grade A;Packaging=Tin, 0,5 kg',
    is_active: 'true',
  },
  {
    sku: 'ZAF-NEW-5G',
    category: 'Saffron',
    product_type: 'Saffron threads',
    producer: 'Golestan Saffron Co.',
    name_en: 'Imported saffron',
    name_ru: 'Импортный шафран',
    description_en: 'From a file.',
    variation_en: '5 g tin',
    price: '50',
    stock: '',
    minimum_order: '1',
    attributes: 'grade=grade b',
    is_active: 'true',
  },
]

describe.each(databaseKinds())('catalogue import and export on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  const inject = injectAs(() => t)

  const exported = async (format: 'csv' | 'xlsx') => {
    const response = await inject('GET', `/ops/catalog/export/?format=${format}`, operator)
    expect(response.statusCode).toBe(200)
    return response.rawPayload
  }
  const upload = async (
    file: Buffer,
    { dryRun = false, lang = 'en', name = 'catalogue.csv', accept = 'application/json' } = {},
  ) => {
    const body = multipart(file, { name, type: 'text/csv', fields: { dry_run: String(dryRun) } })
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/catalog/import/',
      payload: body.payload,
      headers: { ...operator.auth, ...body.headers, 'accept-language': lang, accept },
    })
  }
  const report = async (file: Buffer, options: Parameters<typeof upload>[1] = {}) =>
    (await upload(file, options)).json() as CatalogImportReport
  /** What a write would change: rows of the catalogue's tables, audit events and card times. */
  const footprint = async () =>
    (
      await queryRows<Record<string, unknown>>(
        t.database.db,
        sql`select (select count(*)::int from products) as products,
          (select count(*)::int from product_variations) as variations,
          (select count(*)::int from audit_events) as audits,
          (select max(updated_at)::text from products) as products_at,
          (select max(updated_at)::text from product_cards) as cards_at`,
      )
    )[0]

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  test('exports one row per variation under the stable header, and an unchanged file imports as a no-op', async () => {
    const file = await exported('csv')
    expect(file.subarray(0, 3)).toEqual(Buffer.from('\uFEFF'))
    const [header, ...rows] = readCsv(file.toString('utf8'), CATALOG_SHEET_LIMITS)
    expect(header!.cells).toEqual([...CATALOG_COLUMNS])
    const [counted] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from product_variations v join products p on p.id = v.product_id
        where p.deleted_at is null`,
    )
    const count = counted!.count
    expect(rows).toHaveLength(count)
    expect(rows.every((r) => r.cells[0] !== '')).toBe(true)
    const before = await footprint()
    const dry = await report(file, { dryRun: true })
    expect(dry).toMatchObject({
      ok: true,
      error_count: 0,
      summary: { products_created: 0, products_updated: 0 },
    })
    expect(dry.summary.variations_unchanged).toBe(count)
    const run = await upload(file)
    expect(run.statusCode).toBe(200)
    expect(run.json().summary).toMatchObject({ products_updated: 0, variations_updated: 0 })
    expect(await footprint()).toEqual(before)
  })

  test('an exported workbook reads back the same and imports as a no-op', async () => {
    const workbook = await exported('xlsx')
    expect(workbook.subarray(0, 2).toString()).toBe('PK')
    const rows = readXlsx(workbook, CATALOG_SHEET_LIMITS)
    const fromCsv = readCsv((await exported('csv')).toString('utf8'), CATALOG_SHEET_LIMITS)
    // Numbers are numbers in a workbook: 11.50 reads back as 11.5.
    const plain = (cells: string[]) => cells.map((c) => (/^\d+\.\d+$/.test(c) ? String(Number(c)) : c))
    expect(rows.map((r) => plain(r.cells))).toEqual(fromCsv.map((r) => plain(r.cells)))
    const before = await footprint()
    expect((await upload(workbook, { name: 'catalogue.xlsx' })).json().summary.variations_updated).toBe(0)
    expect(await footprint()).toEqual(before)
  })

  test('a dry run of bad rows writes nothing and names each error by row and column in the asked language', async () => {
    const before = await footprint()
    const bad = csv([
      { ...NEW_PRODUCT[0], sku: 'BAD-1', price: 'cheap', category: 'Spices' },
      { ...NEW_PRODUCT[0], sku: 'BAD-2', name_en: 'Other', price_tiers: '100-11' },
      { ...NEW_PRODUCT[0], sku: 'BAD-2', name_en: 'Third' },
      { ...NEW_PRODUCT[0], sku: 'BAD-4', name_en: 'Fourth', attributes: 'Colour=Red', price_tiers: '100:12' },
    ])
    const dry = await report(bad, { dryRun: true, lang: 'ru' })
    expect(dry.ok).toBe(false)
    expect(dry.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'category'],
      [2, 'price'],
      [3, 'price_tiers'],
      [4, 'sku'],
      [5, 'attributes'],
    ])
    expect(dry.errors[0]!.message).toBe(
      'Категории «Spices» нет. Укажите английское название категории или её идентификатор.',
    )
    expect(dry.errors[3]!.message).toContain('строке 3')
    const refused = await upload(bad)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error_count).toBe(5)
    // A tier dearer than the price breaks the editor's own rule, checked by the contract.
    const dearer = await report(csv([{ ...NEW_PRODUCT[0], price_tiers: '100:12' }]), { dryRun: true })
    expect(dearer.errors).toEqual([
      {
        row: 2,
        column: 'price_tiers',
        message: 'Each price tier must be cheaper per unit than the one before it.',
      },
    ])
    expect(await footprint()).toEqual(before)
  })

  test('creates and updates by SKU with tiers and attributes, audits it, and a second run changes nothing', async () => {
    const sargol = readCsv((await exported('csv')).toString('utf8'), CATALOG_SHEET_LIMITS)
    const header = sargol[0]!.cells
    const first = Object.fromEntries(header.map((c, i) => [c, sargol[1]!.cells[i]!])) as Row
    const audits = (await footprint())!.audits as number
    const file = csv([...NEW_PRODUCT, { ...first, price: '999.99', stock: '' }])
    const dry = await report(file, { dryRun: true })
    expect(dry.summary).toMatchObject({
      products_created: 1,
      products_updated: 1,
      variations_created: 2,
      variations_updated: 1,
    })
    const run = await upload(file)
    expect(run.statusCode).toBe(200)
    const [created] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from product_variations where sku = 'ZAF-NEW-1G'`,
    )
    const product = (await inject('GET', `/ops/products/${created!.id}/`, operator)).json()
    expect(product.translations.ru.name).toBe('Импортный шафран')
    expect(product.producer).toBe('Golestan Saffron Co.')
    expect(product.variations.map((v: { sku: string }) => v.sku)).toEqual(['ZAF-NEW-1G', 'ZAF-NEW-5G'])
    expect(product.variations[0].price_tiers).toEqual([
      { min_quantity: 10, price: 11.5 },
      { min_quantity: 100, price: 11.1 },
      { min_quantity: 500, price: 10.5 },
    ])
    expect(product.variations[0].attribute_values).toHaveLength(2)
    expect(product.variations[1].stock).toBe(0)
    const updated = (await inject('GET', `/ops/products/${first.product_id}/`, operator)).json()
    expect(updated.variations[0]).toMatchObject({ sku: first.sku, price: 999.99, stock: Number(first.stock) })
    const events = await queryRows<{ action: string; object_id: number }>(
      t.database.db,
      sql`select action, object_id from audit_events order by id desc limit 3`,
    )
    expect(events.map((e) => e.action).sort()).toEqual([
      'catalog_import.run',
      'product.create',
      'product.update',
    ])
    const listed = (await inject('GET', '/products/list/?search=Imported', null)).json()
    expect(listed.results.map((p: { id: number }) => p.id)).toContain(created!.id)
    const after = await footprint()
    expect(after!.audits).toBe(audits + 3)
    const again = await report(file)
    expect(again.summary).toMatchObject({ products_created: 0, products_updated: 0, variations_unchanged: 3 })
    expect(await footprint()).toEqual(after)
  })

  test('an update adds a variation, rewrites tiers, attributes and texts, and keeps the variation it does not name', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from product_variations where sku = 'ZAF-NEW-1G'`,
    )
    const before = (await inject('GET', `/ops/products/${row!.id}/`, operator)).json()
    const first = { ...NEW_PRODUCT[0]!, name_ru: '', price_tiers: '200:11.00', attributes: 'Grade=Grade B' }
    const added = {
      ...first,
      sku: 'ZAF-NEW-25G',
      product_id: String(row!.id),
      variation_en: '25 g tin',
      price: '240',
      price_tiers: '',
    }
    const file = csv([first, added])
    expect((await report(file, { dryRun: true })).summary).toMatchObject({
      products_updated: 1,
      variations_created: 1,
      variations_updated: 1,
    })
    expect((await upload(file)).statusCode).toBe(200)
    const after = (await inject('GET', `/ops/products/${row!.id}/`, operator)).json()
    expect(after.translations.ru ?? null).toBeNull()
    expect(after.variations.map((v: { sku: string }) => v.sku)).toEqual([
      'ZAF-NEW-1G',
      'ZAF-NEW-5G',
      'ZAF-NEW-25G',
    ])
    expect(after.variations[0].price_tiers).toEqual([
      { min_quantity: 10, price: 11.5 },
      { min_quantity: 200, price: 11 },
    ])
    expect(after.variations[0].attribute_values).toHaveLength(1)
    expect(after.variations[1]).toEqual(before.variations[1])
    expect(after.variations[2]).toMatchObject({ price: 240, stock: 30, minimum_order_quantity: 10 })
    const [card] = await queryRows<{ price: string; lowest_price: string }>(
      t.database.db,
      sql`select price::text, lowest_price::text from products where id = ${row!.id}`,
    )
    expect(card).toEqual({ price: '11.50', lowest_price: '11.00' })
    expect((await report(file)).summary).toMatchObject({ products_unchanged: 1, variations_unchanged: 2 })
  })

  test('the customs columns are exported, checked, written, and an unchanged file writes nothing', async () => {
    const [header, ...rows] = readCsv((await exported('csv')).toString('utf8'), CATALOG_SHEET_LIMITS)
    const columns = header!.cells
    const exportedRow = Object.fromEntries(columns.map((c, i) => [c, rows[0]!.cells[i]!])) as Row
    const [saved] = await queryRows<{ id: number; hs: string | null; origin: string }>(
      t.database.db,
      sql`select p.id, p.hs_code as hs, p.origin_country as origin from products p
        join product_variations v on v.product_id = p.id where v.sku = ${exportedRow.sku!}`,
    )
    expect(exportedRow).toMatchObject({ hs_code: saved!.hs ?? '', origin_country: saved!.origin })

    const customs = ['sku', 'hs_code', 'origin_country', 'net_weight_kg', 'gross_weight_kg'] as const
    const sku = exportedRow.sku!
    // Rows of two other products: rows of one product must agree on its columns.
    const productOf = columns.indexOf('product_id')
    const firstOf = (ids: string[]) => rows.find((r) => !ids.includes(r.cells[productOf]!))!.cells
    const second = firstOf([exportedRow.product_id!])
    const third = firstOf([exportedRow.product_id!, second[productOf]!])
    const before = await footprint()
    const bad = await upload(
      csv(
        [
          { sku, hs_code: '0910', origin_country: 'XX', net_weight_kg: 'heavy', gross_weight_kg: '' },
          { sku: second[0]!, net_weight_kg: '2', gross_weight_kg: '1.5' },
          { sku: third[0]!, net_weight_kg: '0', gross_weight_kg: '0.0001' },
        ],
        customs,
      ),
    )
    expect(bad.statusCode).toBe(400)
    expect((bad.json() as CatalogImportReport).errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'hs_code'],
      [2, 'origin_country'],
      [2, 'net_weight_kg'],
      [3, 'gross_weight_kg'],
      [4, 'net_weight_kg'],
      [4, 'gross_weight_kg'],
    ])
    expect(await footprint()).toEqual(before)

    const file = csv(
      [{ sku, hs_code: '0910.20.10', origin_country: ' af ', net_weight_kg: '0,25', gross_weight_kg: '0.3' }],
      customs,
    )
    expect((await upload(file)).json().summary).toMatchObject({ products_updated: 1, variations_updated: 1 })
    const [written] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select p.hs_code, p.origin_country, v.net_weight_kg::text as net, v.gross_weight_kg::text as gross
        from products p join product_variations v on v.product_id = p.id where v.sku = ${sku}`,
    )
    expect(written).toEqual({ hs_code: '09102010', origin_country: 'AF', net: '0.250', gross: '0.300' })
    const again = await footprint()
    expect((await report(file)).summary).toMatchObject({ products_unchanged: 1, variations_unchanged: 1 })
    const whole = await exported('csv')
    expect(whole.toString('utf8')).toContain(`,09102010,AF,`)
    expect((await report(whole)).summary).toMatchObject({ products_updated: 0, variations_updated: 0 })
    expect(await footprint()).toEqual(again)
  })

  test('a run asked for progress reports its products, then its pages, then the report; a refusal stays a 400', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      ...NEW_PRODUCT[0]!,
      sku: `ZAF-STEP-${i}`,
      name_en: `Stepped saffron ${i}`,
    }))
    const accept = 'application/x-ndjson'
    const response = await upload(csv(rows), { accept })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(accept)
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.slice(0, -1)).toEqual([
      { progress: { stage: 'products', done: 0, total: 3 } },
      { progress: { stage: 'products', done: 3, total: 3 } },
      { progress: { stage: 'pages', done: 3, total: 3 } },
    ])
    expect(lines.at(-1).answer).toMatchObject({ ok: true, summary: { products_created: 3 } })
    const refused = await upload(csv([{ ...rows[0]!, price: 'cheap' }]), { accept })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ ok: false, error_count: 1 })
  })

  test('a file of some columns changes those alone; a SKU of another product is refused', async () => {
    const [row] = await queryRows<{ sku: string; product_id: number; stock: number }>(
      t.database.db,
      sql`select sku, product_id, stock from product_variations where sku = 'ZAF-NEW-5G'`,
    )
    const prices = csv([{ sku: 'zaf-new-5g', price: '48' }], ['sku', 'price'])
    expect((await report(prices)).summary).toMatchObject({ products_updated: 1, variations_updated: 1 })
    const [now] = await queryRows<{ price: string; stock: number }>(
      t.database.db,
      sql`select price::text, stock from product_variations where sku = 'ZAF-NEW-5G'`,
    )
    expect(now).toEqual({ price: '48.00', stock: row!.stock })
    const stolen = await report(csv([{ sku: 'ZAF-NEW-5G', product_id: '1' }], ['sku', 'product_id']), {
      dryRun: true,
    })
    expect(stolen.errors).toEqual([
      { row: 2, column: 'sku', message: `This SKU belongs to a variation of product ${row!.product_id}.` },
    ])
  })

  test('refuses what is not a catalogue file: not a spreadsheet, a broken workbook, unknown columns, too many rows, too large', async () => {
    const answer = async (file: Buffer) => {
      const response = await upload(file, { dryRun: true })
      return [response.statusCode, Object.values(response.json())[0]]
    }
    expect(await answer(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toEqual([
      400,
      ['This file is not a spreadsheet. Upload a CSV file or an Excel workbook (.xlsx).'],
    ])
    expect((await answer(Buffer.from('PK\u0003\u0004broken')))[0]).toBe(400)
    expect(await answer(Buffer.from('sku,prcie\r\nA,1\r\n'))).toEqual([
      400,
      ['The column “prcie” is not one the import knows. Use the column names of an export.'],
    ])
    const many = Buffer.from(`sku\n${Array.from({ length: 20_001 }, (_, i) => `S${i}`).join('\n')}\n`)
    expect(await answer(many)).toEqual([
      400,
      ['The file has too many rows. Import at most 20000 rows at a time.'],
    ])
    const large = await upload(Buffer.alloc(20 * 1024 * 1024 + 1, 'a'), { dryRun: true })
    expect(large.statusCode).toBe(413)
  })
})
