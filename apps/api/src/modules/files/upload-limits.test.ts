import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { multipart } from '../../testing/multipart.ts'
import { picture, uploadPicture } from '../../testing/picture-upload.ts'
import { rfqCalls, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { createCompany } from '../companies/company-queries.ts'
import { pruneExpired } from '../maintenance/pruning.ts'
import type { BlobKey } from './blob-store.ts'
import type { FileStore } from './file-store.ts'
import { pgBlobStore } from './pg-blob-store.ts'

const MB = 1024 * 1024

/** A PDF of `bytes` bytes whose content no other call makes. */
const pdf = (bytes: number) => {
  const head = Buffer.from(`${SPEC_PDF.toString('latin1')}% ${Math.random()}\n`, 'latin1')
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)])
}

describe.each(databaseKinds())('uploads have owners, quotas and an end on %s', (kind) => {
  let t: TestApp
  let dataDir: string
  let files: FileStore
  let staff: TestUser
  let supplier: number
  let destination: number
  const clock = () => new Date()
  /** Makes the uploads of `userId` as old as `hours`, as a day passing would. */
  const age = (userId: number, hours: number) =>
    t.database.db.execute(sql`update stored_files set created_at = created_at - make_interval(hours => ${hours})
      where uploaded_by = ${userId}`)
  const calls = rfqCalls(() => t)
  const inStore = async (stored: string) => (await files.blobs.size(stored as BlobKey)) !== null
  const keysIn = async (folder: 'private' | 'uploads') => {
    const keys: string[] = []
    for await (const key of files.blobs.keys(folder)) keys.push(key)
    return keys
  }
  const rowsNaming = async (stored: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from stored_files where path = ${stored}`,
      )
    )[0]!.n
  const pathOf = async (fileId: number) =>
    (
      await queryRows<{ path: string }>(
        t.database.db,
        sql`select path from stored_files where id = ${fileId}`,
      )
    )[0]!.path
  const certificate = (file: Buffer) => {
    const { payload, headers } = multipart(file, {
      name: 'licence.pdf',
      type: 'application/pdf',
      fields: { name: 'Export licence' },
    })
    return t.app.inject({
      method: 'POST',
      url: `/api/ops/suppliers/${supplier}/certificates/`,
      payload,
      headers: { ...headers, ...staff.auth },
    })
  }

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-uploads-'))
    const config = testConfig({ DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1' })
    t = await buildTestApp(kind, { config, seeded: true })
    files = { blobs: pgBlobStore(t.database.db), cacheDir: path.join(dataDir, 'media'), quotaBytes: MB }
    staff = await t.users.operator()
    // An operator who also buys for a company of their own, so that they may send a request's files.
    await createCompany(t.database.db, staff.id, {}, new Date())
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from producers order by id limit 1`,
    )
    supplier = row!.id
    destination = await createFixtureDestination(t.database.db)
  })
  afterAll(async () => {
    await t.close()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  test('an account whose address is not verified sends no file of any kind, and nothing is written', async () => {
    const unverified = await t.users.unverified()
    const refused = await calls.upload(unverified, pdf(2_000))
    expect(refused.statusCode).toBe(403)
    await t.database.db.execute(sql`update users set is_verified = false where id = ${staff.id}`)
    const picked = await uploadPicture(t, staff, await picture('png'), {}, 'fa')
    await t.database.db.execute(sql`update users set is_verified = true where id = ${staff.id}`)
    expect(picked.statusCode).toBe(403)
    expect(picked.json()).toMatchObject({ code: 'files.unverified', detail: expect.stringMatching(/ایمیل/) })
    expect(
      await queryRows(
        t.database.db,
        sql`select id from stored_files where uploaded_by in (${unverified.id}, ${staff.id})`,
      ),
    ).toEqual([])
    expect(await keysIn('uploads')).toEqual([])
    expect(await fs.readdir(dataDir)).not.toContain('uploads')
  })

  test('an account past its quota is answered 413 with the space left, in its language', async () => {
    const buyer = await t.users.buyer()
    expect((await calls.upload(buyer, pdf(600 * 1024))).statusCode).toBe(201)
    const second = pdf(600 * 1024)
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/rfqs/files/',
      ...(() => {
        const { payload, headers } = multipart(second, { name: 'spec.pdf', type: 'application/pdf' })
        return { payload, headers: { ...headers, ...buyer.auth, 'accept-language': 'ru' } }
      })(),
    })
    expect(over.statusCode).toBe(413)
    expect(over.json()).toEqual({
      detail: 'Для этого файла не хватает места: из ваших 1 МБ для файлов осталось 0,4 МБ.',
      code: 'files.quotaFull',
      params: { remaining_mb: 0.4, quota_mb: 1 },
    })
    expect(
      await queryRows(t.database.db, sql`select size from stored_files where uploaded_by = ${buyer.id}`),
    ).toEqual([{ size: 600 * 1024 }])
    // Another account's room is its own.
    expect((await calls.upload(await t.users.buyer(), second)).statusCode).toBe(201)
  })

  test('a file on the catalogue is the shop’s, and leaves its uploader’s quota', async () => {
    const first = await certificate(pdf(700 * 1024))
    expect(first.statusCode).toBe(201)
    // Kept as a certificate, it does not count: a second one fits in the 1 MB.
    expect((await certificate(pdf(700 * 1024))).statusCode).toBe(201)
    expect((await calls.upload(staff, pdf(700 * 1024))).statusCode).toBe(201)
    expect((await calls.upload(staff, pdf(700 * 1024))).statusCode).toBe(413)
  })

  test('an upload nothing came to name is pruned from the table and the store after a day; named ones stay', async () => {
    const buyer = await t.users.buyer()
    const abandoned = (await calls.upload(buyer, pdf(3_000))).json()
    const sent = (await calls.upload(buyer, pdf(3_000))).json()
    const rfq = await calls.open(buyer, {
      title: 'Saffron',
      quantity: 2,
      unit: 'kg',
      shipping_destination: destination,
      files: [sent.id],
    })
    expect(rfq.files).toHaveLength(1)
    const pictureUpload = (await uploadPicture(t, staff, await picture('png', 700, 500))).json()
    const [abandonedPath, sentPath] = [await pathOf(abandoned.id), await pathOf(sent.id)]
    const pictureHash = pictureUpload.path.slice('uploads/'.length)
    expect(await inStore(abandonedPath)).toBe(true)
    expect(
      (await fs.readdir(path.join(files.cacheDir, 'uploads'))).some((n) => n.startsWith(pictureHash)),
    ).toBe(true)

    await age(buyer.id, 23)
    await age(staff.id, 23)
    expect((await pruneExpired(t.database.db, files, clock)).unattachedFiles).toBe(0)
    await age(buyer.id, 2)
    await age(staff.id, 2)
    const pruned = await pruneExpired(t.database.db, files, clock)
    expect(pruned.unattachedFiles).toBeGreaterThanOrEqual(2)
    expect(pruned.fileBytes).toBeGreaterThanOrEqual(2)
    expect(await rowsNaming(abandonedPath)).toBe(0)
    expect(await inStore(abandonedPath)).toBe(false)
    expect(await inStore(pictureUpload.path)).toBe(false)
    expect(
      (await fs.readdir(path.join(files.cacheDir, 'uploads'))).some((n) => n.startsWith(pictureHash)),
    ).toBe(false)
    expect(await rowsNaming(sentPath)).toBe(1)
    expect(await inStore(sentPath)).toBe(true)
    const download = await calls.send('GET', `/rfqs/${rfq.id}/files/${sent.id}/`, buyer)
    expect(download.statusCode).toBe(200)
  })

  test('a certificate’s bytes leave the store with the last row naming them', async () => {
    const content = pdf(4_000)
    const kept = (await certificate(content)).json()
    const twin = (await certificate(content)).json()
    const [row] = await queryRows<{ path: string }>(
      t.database.db,
      sql`select f.path from producer_certificates c join stored_files f on f.id = c.file_id where c.id = ${kept.id}`,
    )
    const stored = row!.path
    const remove = (id: number) =>
      calls.send('DELETE', `/ops/suppliers/${supplier}/certificates/${id}/`, staff)
    expect((await remove(kept.id)).statusCode).toBe(204)
    expect(await inStore(stored)).toBe(true)
    expect((await remove(twin.id)).statusCode).toBe(204)
    expect(await rowsNaming(stored)).toBe(0)
    expect(await inStore(stored)).toBe(false)
  })

  test('an erased account’s unsent files go with it, and their bytes with the next pruning', async () => {
    const buyer = await t.users.buyer()
    const upload = (await calls.upload(buyer, pdf(5_000))).json()
    const stored = await pathOf(upload.id)
    const erased = await calls.send('POST', `/ops/customers/${buyer.id}/erase/`, await t.users.admin(), {
      confirm_email: buyer.email,
    })
    expect(erased.statusCode).toBe(200)
    expect(await rowsNaming(stored)).toBe(0)
    await pruneExpired(t.database.db, files, clock)
    expect(await inStore(stored)).toBe(false)
  })
})
