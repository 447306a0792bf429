import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { OpsUpload } from '@caravanserai/contracts/ops-media'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import type { multipart } from '../../testing/multipart.ts'
import { picture, uploadPicture } from '../../testing/picture-upload.ts'
import { createFixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('product pictures for operators on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-ops-media-'))

  const upload = (file: Buffer, options: Parameters<typeof multipart>[1] = {}, lang = 'en') =>
    uploadPicture(t, staff, file, options, lang)
  const inject = injectAs(() => t)
  const send = (method: Method, url: string, payload?: object) => inject(method, url, staff, payload)

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: testConfig({ DATA_DIR: dataDir }) })
    staff = await t.users.staff()
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('pictures are attached, reordered and taken off a variation, and the storefront follows', async () => {
    const product = await createFixtureProduct(t.database.db, [{ price: '12.00', stock: 10 }])
    const variation = product.variationIds[0]!
    const first = (await upload(await picture('jpeg', 1300, 900))).json() as OpsUpload
    const second = (await upload(await picture('png', 700, 700), { type: 'image/png' })).json() as OpsUpload
    const attached = await send('POST', `/ops/variations/${variation}/images/`, { path: first.path })
    expect(attached.statusCode).toBe(201)
    // The fixture's drawn picture first, then the upload.
    const [art, { id: firstId }] = attached.json()
    const all = (await send('POST', `/ops/variations/${variation}/images/`, { path: second.path })).json()
    expect(all.map((i: { photo: string }) => i.photo)).toEqual([art.photo, first.photo, second.photo])
    expect(all[2]).toMatchObject({ width: 700, height: 700, srcset: expect.stringContaining('640w') })

    const order = [all[2].id, firstId, art.id]
    const reordered = await send('PUT', `/ops/variations/${variation}/images/`, { order })
    expect(reordered.json().map((i: { id: number }) => i.id)).toEqual(order)
    const detail = (
      await t.app.inject({ url: `/api/products/${product.productId}/` })
    ).json() as ProductDetail
    expect(detail.product_variations[0]!.images.map((i) => i.photo)).toEqual([
      second.photo,
      first.photo,
      art.photo,
    ])

    expect((await send('DELETE', `/ops/variations/${variation}/images/${all[2].id}/`)).statusCode).toBe(204)
    const listed = (
      await t.app.inject({ url: `/api/products/list/?query=${encodeURIComponent(product.names.en)}` })
    ).json()
    expect(listed.results[0].product_variations[0].images.map((i: { photo: string }) => i.photo)).toEqual([
      first.photo,
      art.photo,
    ])
  })

  test('a picture is described per language; each page reads its own text, then English, then the product name', async () => {
    const product = await createFixtureProduct(t.database.db, [{ price: '9.00', stock: 5 }])
    const variation = product.variationIds[0]!
    const altIn = async (lang: string) => {
      const detail = await t.app.inject({
        url: `/api/products/${product.productId}/`,
        headers: { 'accept-language': lang },
      })
      return (detail.json() as ProductDetail).product_variations[0]!.images[0]!.alt
    }
    // Undescribed: the product's name in the page's language.
    expect(await altIn('fa')).toBe(product.names.fa)
    const [art] = (
      await t.app.inject({ url: `/api/ops/products/${product.productId}/`, headers: staff.auth })
    ).json().variations[0].images
    const path = `/ops/variations/${variation}/images/${art.id}/`
    const described = await t.app.inject({
      method: 'PATCH',
      url: `/api${path}`,
      headers: staff.auth,
      payload: { alt: { en: '  Saffron threads in a tin ', fa: 'رشته‌های زعفران در قوطی' } },
    })
    expect(described.statusCode).toBe(200)
    expect(described.json()[0].alt_texts).toEqual({
      en: 'Saffron threads in a tin',
      fa: 'رشته‌های زعفران در قوطی',
    })
    expect(await altIn('fa')).toBe('رشته‌های زعفران در قوطی')
    expect(await altIn('ru')).toBe('Saffron threads in a tin')
    // Blank or null removes a language's text; one left out stays.
    await t.app.inject({
      method: 'PATCH',
      url: `/api${path}`,
      headers: staff.auth,
      payload: { alt: { en: null, fa: ' ' } },
    })
    expect(await altIn('fa')).toBe(product.names.fa)
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api${path}`,
      headers: staff.auth,
      payload: { alt: { ru: 'Нити шафрана в банке' } },
    })
    expect(kept.json()[0].alt_texts).toEqual({ ru: 'Нити шафрана в банке' })
    expect(await altIn('ru')).toBe('Нити шафрана в банке')
    // Too long, unknown languages, another variation's picture: refused, nothing changed.
    const long = await t.app.inject({
      method: 'PATCH',
      url: `/api${path}`,
      headers: { ...staff.auth, 'accept-language': 'ru' },
      payload: { alt: { en: 'x'.repeat(301) } },
    })
    expect(Object.keys(long.json())).toEqual(['alt.en'])
    const unknown = await send('PATCH', path, { alt: { de: 'Safran' } })
    expect(unknown.statusCode).toBe(400)
    const other = (await createFixtureProduct(t.database.db)).variationIds[0]
    expect((await send('PATCH', `/ops/variations/${other}/images/${art.id}/`, { alt: {} })).statusCode).toBe(
      404,
    )
    expect(await altIn('ru')).toBe('Нити шафрана в банке')
  })

  test('attaching refuses unknown pictures, duplicates and wrong orders; unknown variations are 404', async () => {
    const product = await createFixtureProduct(t.database.db, [{ price: '5.00', stock: 1 }])
    const variation = product.variationIds[0]!
    const { path: key } = (await upload(await picture('webp'), { type: 'image/webp' })).json()
    const attach = (body: object, id = variation) => send('POST', `/ops/variations/${id}/images/`, body)
    expect((await attach({ path: 'uploads/0123456789abcdef0123456789abcdef' })).json()).toEqual({
      path: ['This picture was not found. Upload it again.'],
    })
    expect((await attach({ path: '../../etc/passwd' })).json()).toEqual({
      path: ['This is not the address of an uploaded picture.'],
    })
    expect((await attach({ path: 'art/saffron/never-drawn' })).statusCode).toBe(400)
    const [art, image] = (await attach({ path: key })).json()
    expect((await attach({ path: key })).json()).toEqual({
      path: ['This picture is already on this variation.'],
    })
    // A picture the catalogue shows, drawn or uploaded, may go on another variation too.
    const other = (await createFixtureProduct(t.database.db)).variationIds[0]
    expect(
      (await attach({ path: art.photo.replace(/^\/media\/(.*)-\d+\.webp$/, '$1') }, other)).statusCode,
    ).toBe(201)
    const shared = (await attach({ path: key }, other)).json()
    expect(shared.map((i: { photo: string }) => i.photo).slice(1)).toEqual([art.photo, image.photo])
    const wrongOrder = await send('PUT', `/ops/variations/${variation}/images/`, {
      order: [image.id, image.id],
    })
    expect(Object.keys(wrongOrder.json())).toEqual(['order'])
    expect((await attach({ path: key }, 2_000_000_000)).statusCode).toBe(404)
    expect((await send('DELETE', `/ops/variations/${variation}/images/2000000000/`)).statusCode).toBe(404)
    await send('DELETE', `/products/${product.productId}/delete/`)
    expect((await send('DELETE', `/ops/variations/${variation}/images/${image.id}/`)).statusCode).toBe(404)
  })
})
