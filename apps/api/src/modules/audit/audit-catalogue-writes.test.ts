import { type OpsProduct, productBodyOf } from '@caravanserai/contracts/ops-catalog'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { createFixtureProduct, type FixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

type Event = { action: string; actor_id: number; object_label: string; changes: Record<string, unknown> }

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/**
 * Each staff write of the catalogue and the shop's settings lands in the trail: products and
 * their pictures, taxonomy, suppliers, destinations, the seller, contact messages.
 */
describe.each(databaseKinds())('the audit trail of the catalogue and settings on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let product: FixtureProduct
  const send = injectAs(() => t)
  const trail = (type: string, id: number) =>
    queryRows<Event>(
      t.database.db,
      sql`select action, actor_id, object_label, changes from audit_events
        where object_type = ${type} and object_id = ${id} order by id`,
    )
  const actions = async (type: string, id: number) => (await trail(type, id)).map((e) => e.action)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    staff = await t.users.staff()
    product = await createFixtureProduct(t.database.db, [{ price: '12.50' }])
  })
  afterAll(() => t.close())

  test('a product created, its price edited through the editor, deleted', async () => {
    const loaded = (await send('GET', `/ops/products/${product.productId}/`, staff)).json() as OpsProduct
    const body = productBodyOf(loaded)
    const tin = body.variations![0]!
    // The editor moves the first tier's price with the variation's (docs/product.md#volume-price-tiers).
    tin.price = 14
    tin.price_tiers = tin.price_tiers.map((tier, i) => (i === 0 ? { ...tier, price: 14 } : tier))
    expect((await send('PATCH', `/products/${product.productId}/update/`, staff, body)).statusCode).toBe(200)
    const [update] = await trail('product', product.productId)
    expect(update).toMatchObject({
      action: 'product.update',
      actor_id: staff.id,
      object_label: product.names.en,
    })
    const tiers = tin.price_tiers.length
      ? { 'variations.0.price_tiers.0.price': { before: 12.5, after: 14 } }
      : {}
    expect(update!.changes).toEqual({ 'variations.0.price': { before: 12.5, after: 14 }, ...tiers })

    const created = await send('POST', '/products/create/', staff, {
      category: loaded.category,
      product_type: loaded.product_type,
      translations: { en: { name: 'Sumac', description: 'Ground' } },
      variations: [{ name: { en: 'Bag' }, price: 9, stock: 5 }],
    })
    expect(created.statusCode).toBe(201)
    const [create] = await trail('product', created.json().id)
    expect(create).toMatchObject({
      action: 'product.create',
      changes: {
        'translations.en.name': { before: null, after: 'Sumac' },
        'variations.0.price': { before: null, after: 9 },
      },
    })
    await send('DELETE', `/products/${created.json().id}/delete/`, staff)
    expect(await actions('product', created.json().id)).toEqual(['product.create', 'product.delete'])
  })

  test("a product's pictures: one added, a text alternative written", async () => {
    const [variation] = product.variationIds
    const other = await createFixtureProduct(t.database.db)
    const [art] = await queryRows<{ id: number; path: string }>(
      t.database.db,
      sql`select id, path from variation_images where product_variation_id = ${other.variationIds[0]!}`,
    )
    const [own] = await queryRows<{ id: number; path: string }>(
      t.database.db,
      sql`select id, path from variation_images where product_variation_id = ${variation!}`,
    )
    expect(
      (await send('POST', `/ops/variations/${variation}/images/`, staff, { path: art!.path })).statusCode,
    ).toBe(201)
    await send('PATCH', `/ops/variations/${variation}/images/${own!.id}/`, staff, {
      alt: { fa: 'قوطی زعفران' },
    })
    const pictures = (await trail('product', product.productId)).filter(
      (e) => e.action === 'product.pictures',
    )
    expect(pictures.map((e) => e.changes)).toEqual([
      { 'variations.0.pictures.1': { before: null, after: art!.path } },
      { [`variations.0.alt.${own!.id}.fa`]: { before: null, after: 'قوطی زعفران' } },
    ])
  })

  test('a category created, renamed and deleted, with its names', async () => {
    const created = await send('POST', '/ops/categories/', staff, { names: { en: 'Teas', ru: 'Чай' } })
    const id = created.json().id as number
    await send('PATCH', `/ops/categories/${id}/`, staff, { names: { en: 'Black teas', ru: 'Чай' } })
    await send('DELETE', `/ops/categories/${id}/`, staff)
    const [create, rename, remove] = await trail('category', id)
    expect(create).toMatchObject({ action: 'category.create', object_label: 'Teas' })
    expect(create!.changes).toMatchObject({
      'names.en': { before: null, after: 'Teas' },
      'names.ru': { after: 'Чай' },
    })
    expect(rename).toMatchObject({
      action: 'category.update',
      object_label: 'Black teas',
      changes: { 'names.en': { before: 'Teas', after: 'Black teas' } },
    })
    expect(remove).toMatchObject({
      action: 'category.delete',
      changes: { 'names.en': { before: 'Black teas', after: null } },
    })
  })

  test('a supplier created, renamed, its profile saved, a certificate added and removed', async () => {
    const id = (await send('POST', '/ops/producers/', staff, { name: 'Yazd Tea House' })).json().id as number
    await send('PATCH', `/ops/producers/${id}/`, staff, { name: 'Yazd Tea Co.' })
    const saved = await send('PUT', `/ops/suppliers/${id}/`, staff, {
      name: 'Yazd Tea Co.',
      translations: { en: { city: 'Yazd' } },
      verifications: [
        { kind: 'export_licence', verified_on: '2025-05-01', expires_on: '2099-05-01' },
        { kind: 'business_licence', verified_on: '2025-05-01', expires_on: '2099-05-01' },
      ],
    })
    expect(saved.statusCode).toBe(200)
    const { payload, headers } = multipart(PDF, {
      name: 'iso.pdf',
      type: 'application/pdf',
      fields: { name: 'ISO 3720' },
    })
    const certificate = await t.app.inject({
      method: 'POST',
      url: `/api/ops/suppliers/${id}/certificates/`,
      payload,
      headers: { ...headers, ...staff.auth },
    })
    await send('DELETE', `/ops/suppliers/${id}/certificates/${certificate.json().id}/`, staff)
    const [create, rename, profile, added, removed] = await trail('supplier', id)
    expect(create).toMatchObject({
      action: 'supplier.create',
      changes: { name: { after: 'Yazd Tea House' } },
    })
    expect(rename!.changes).toEqual({ name: { before: 'Yazd Tea House', after: 'Yazd Tea Co.' } })
    expect(profile).toMatchObject({
      action: 'supplier.update',
      changes: {
        is_verified: { before: false, after: true },
        'translations.en.city': { before: '', after: 'Yazd' },
        'verifications.export_licence': {
          before: null,
          after: { verified_on: '2025-05-01', expires_on: '2099-05-01' },
        },
      },
    })
    const key = `certificates.${certificate.json().id}`
    expect(added).toMatchObject({
      action: 'supplier.certificate_added',
      changes: { [key]: { after: { name: 'ISO 3720' } } },
    })
    expect(removed).toMatchObject({
      action: 'supplier.certificate_removed',
      changes: { [key]: { after: null } },
    })
  })

  test('a destination created, hidden and deleted', async () => {
    const id = (await send('POST', '/destinations/create/', staff, { name: 'Georgia — Sadakhlo' })).json()
      .id as number
    await send('PATCH', `/ops/destinations/${id}/`, staff, { is_active: false })
    await send('DELETE', `/ops/destinations/${id}/`, staff)
    const [create, hide, remove] = await trail('destination', id)
    expect(create).toMatchObject({
      action: 'destination.create',
      changes: { 'names.en': { after: 'Georgia — Sadakhlo' } },
    })
    expect(hide!.changes).toEqual({ is_active: { before: true, after: false } })
    expect(remove).toMatchObject({ action: 'destination.delete', object_label: 'Georgia — Sadakhlo' })
  })

  test("the seller's details and a bank account saved and removed", async () => {
    const profile = {
      legal_name: 'Caravanserai LLC',
      address: 'Yerevan',
      tax_id: '1',
      email: 'a@b.example',
      phone: '1',
    }
    await send('PUT', '/ops/seller/', staff, profile)
    await send('PUT', '/ops/seller/', staff, { ...profile, phone: '+374 10 000000' })
    const account = {
      beneficiary: 'Caravanserai LLC',
      bank_name: 'Ameriabank',
      account_number: 'AM12 3456',
      swift: 'ARMIAM22',
    }
    expect((await send('PUT', '/ops/seller/bank-accounts/EUR/', staff, account)).statusCode).toBe(200)
    await send('DELETE', '/ops/seller/bank-accounts/EUR/', staff)
    const [created, edited, saved, removed] = await trail('seller', 1)
    expect(created).toMatchObject({
      action: 'seller.update',
      changes: { legal_name: { before: null, after: 'Caravanserai LLC' } },
    })
    expect(edited!.changes).toEqual({ phone: { before: '1', after: '+374 10 000000' } })
    expect(saved).toMatchObject({
      action: 'seller.bank_account_saved',
      object_label: 'EUR',
      changes: { 'bank_accounts.EUR.swift': { before: null, after: 'ARMIAM22' } },
    })
    expect(removed).toMatchObject({
      action: 'seller.bank_account_removed',
      changes: { 'bank_accounts.EUR.swift': { before: 'ARMIAM22', after: null } },
    })
  })

  test('a contact message marked handled and open again', async () => {
    const [message] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into contact_messages (name, email, subject, message, locale)
        values ('Aram', 'aram@example.com', 'Samples', 'Can you send samples?', 'en') returning id`,
    )
    await send('PATCH', `/ops/contact-messages/${message!.id}/`, staff, { handled: true })
    await send('PATCH', `/ops/contact-messages/${message!.id}/`, staff, { handled: false })
    expect(await trail('contact_message', message!.id)).toMatchObject([
      {
        action: 'contact_message.update',
        // A person's words: named by id alone.
        object_label: '',
        changes: { handled: { before: false, after: true } },
      },
      { changes: { handled: { before: true, after: false } } },
    ])
  })
})
