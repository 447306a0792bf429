import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Database, type DatabaseKind, openDatabase } from '@caravanserai/api/db/client'
import { migrateDatabase } from '@caravanserai/api/db/migrate'
import { buildTestApp, type TestApp, testConfig } from '@caravanserai/api/testing/build-test-app'
import type { TestUser } from '@caravanserai/api/testing/factories'
// Declares what the global setup provides to inject().
import type {} from '@caravanserai/api/testing/global-setup'
import { multipart } from '@caravanserai/api/testing/multipart'
import { picture, uploadPicture } from '@caravanserai/api/testing/picture-upload'
import { databaseUrl, withAdmin } from '@caravanserai/api/testing/postgres-admin'
import { createTradingShop, placeOrder } from '@caravanserai/api/testing/shop-fixture'
import { databaseKinds } from '@caravanserai/api/testing/test-db'
import { afterAll, describe, expect, test } from 'vitest'
import { backupCommand, restoreCommand } from './backup-command.ts'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const SLIP = Buffer.from(`%PDF-1.7\n% transfer ${randomBytes(8).toString('hex')}\n%%EOF\n`)

type Result = { code: number; stdout: string; stderr: string }

/** A command run in process, its lines collected as its process would print them. */
async function command(
  run: typeof backupCommand,
  args: string[],
  env: Record<string, string>,
): Promise<Result> {
  let stdout = ''
  let stderr = ''
  const code = await run(
    args,
    { NODE_ENV: 'test', DATABASE_URL: '', ...env },
    { out: (line) => (stdout += `${line}\n`), err: (line) => (stderr += `${line}\n`) },
  )
  return { code, stdout, stderr }
}

const temporary: string[] = []
const databases: string[] = []
afterAll(async () => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true })
  await withAdmin(async (c) => {
    for (const name of databases) await c.query(`drop database if exists ${name} with (force)`)
  })
})

const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-backup-'))
  temporary.push(dir)
  return dir
}

/** An empty place for a database of `kind`, and the environment that names it to the commands. */
async function emptyDatabase(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (kind === 'pglite') {
    const dataDir = path.join(folder(), 'data')
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) }
  }
  const name = `caravanserai_backup_${randomBytes(5).toString('hex')}`
  databases.push(name)
  await withAdmin((c) => c.query(`create database ${name}`))
  return {
    env: { DATABASE_URL: databaseUrl(name) },
    open: () => openDatabase({ databaseUrl: databaseUrl(name) }),
  }
}

/**
 * Trade that leaves every kind of durable thing behind: an order quoted (its proforma invoice, a
 * document), a payment proof the buyer uploaded, and a picture an operator uploaded.
 */
async function trade(t: TestApp) {
  const { product, destination, staff } = await createTradingShop(t)
  const buyer = await t.users.buyer()
  const order = await placeOrder(t.app, buyer, {
    variationId: product.variationIds[0]!,
    quantity: 2,
    destinationId: destination,
  })
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { ...user.auth, 'accept-language': 'en' } })
  expect((await as(staff, 'POST', `/ops/orders/${order.id}/quote/`, { shipping_price: 30 })).statusCode).toBe(
    200,
  )
  expect((await as(buyer, 'POST', `/customer/approve-shipping-cost/${order.id}/`)).statusCode).toBe(200)
  const { payload, headers } = multipart(SLIP, { name: 'slip.pdf', type: 'application/pdf' })
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/payment-proof/`,
    payload,
    headers: { ...headers, ...buyer.auth },
  })
  expect(sent.statusCode).toBe(201)
  const uploaded = await uploadPicture(t, staff, await picture('jpeg', 800, 600))
  expect(uploaded.statusCode).toBe(201)
  return {
    buyer,
    orderId: order.id,
    proofUrl: sent.json().proofs[0].file.download_url as string,
    photo: uploaded.json().photo as string,
  }
}

/** What a buyer and a visitor read of the shop: the order, its documents' bytes, the proof, the picture. */
async function seen(t: TestApp, buyer: TestUser, orderId: number, proofUrl: string, photo: string) {
  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: { ...user?.auth } })
  const order = (await get(`/api/orders/${orderId}/`, buyer)).json()
  const documents = (await get(`/api/orders/${orderId}/documents/`, buyer)).json() as {
    download_url: string
  }[]
  const pdfs = await Promise.all(documents.map(async (d) => (await get(d.download_url, buyer)).rawPayload))
  const proof = await get(proofUrl, buyer)
  const rendition = await get(photo)
  return {
    order: { status: order.status, total: order.total_price },
    pdfs: pdfs.map(sha256),
    proof: proof.statusCode === 200 ? sha256(proof.rawPayload) : proof.statusCode,
    picture: rendition.statusCode === 200 && rendition.rawPayload.length > 0,
  }
}

describe.each(databaseKinds())('npm run backup and npm run restore on %s', (kind) => {
  test('a backup restored into an empty database holds the orders, documents, proofs and pictures', async () => {
    const source = await emptyDatabase(kind)
    let database = await source.open()
    await migrateDatabase(database)
    let t = await buildTestApp(kind, {
      database,
      config: testConfig({ DATA_DIR: source.env.DATA_DIR ?? folder() }),
    })
    const { buyer, orderId, proofUrl, photo } = await trade(t)
    const before = await seen(t, buyer, orderId, proofUrl, photo)
    await t.close()
    await database.close()
    expect(before).toMatchObject({
      order: { status: 'processing' },
      proof: sha256(SLIP),
      picture: true,
    })
    expect(before.pdfs).toHaveLength(1)

    const file = path.join(folder(), 'shop.backup')
    const backup = await command(backupCommand, ['--out', file], source.env)
    expect(backup).toMatchObject({ code: 0, stderr: '' })
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    const target = await emptyDatabase(kind)
    const restored = await command(restoreCommand, [file], target.env)
    expect(restored).toMatchObject({ code: 0, stderr: '' })
    // Restoring twice would mix two shops: a database that holds one is refused.
    const again = await command(restoreCommand, [file], target.env)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/not empty|already holds a database/)

    // Served by an instance that never saw the files: a DATA_DIR of its own, empty but for caches.
    database = await target.open()
    t = await buildTestApp(kind, {
      database,
      config: testConfig({ DATA_DIR: target.env.DATA_DIR ?? folder() }),
    })
    try {
      expect(await seen(t, buyer, orderId, proofUrl, photo)).toEqual(before)
    } finally {
      await t.close()
      await database.close()
    }
  }, 240_000)
})

describe('npm run backup with files in a bucket', () => {
  test('says the bucket is not in the file', async () => {
    const dataDir = path.join(folder(), 'data')
    const database = await openDatabase({ dataDir })
    await database.close()
    const result = await command(backupCommand, ['--out', path.join(folder(), 'shop.backup')], {
      DATA_DIR: dataDir,
      STORAGE_URL: 's3://shop-files?region=us-east-1',
    })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain(
      'Uploaded files are kept in the bucket STORAGE_URL names, not in this file',
    )
  })
})

describe('npm run restore refuses what it cannot load', () => {
  test('no file, two files, an unreadable file, and a backup of the other kind of database', async () => {
    const dir = folder()
    const text = path.join(dir, 'notes.txt')
    fs.writeFileSync(text, 'not a backup')
    const env = { DATA_DIR: path.join(dir, 'data') }
    expect(await command(restoreCommand, [], env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Name one backup file.'),
    })
    expect((await command(restoreCommand, [text, text], env)).code).toBe(1)
    expect(await command(restoreCommand, [path.join(dir, 'missing')], env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Cannot read'),
    })
    expect(await command(restoreCommand, [text], env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a backup of the embedded database'),
    })
    expect(
      await command(restoreCommand, [text], { DATABASE_URL: databaseUrl('caravanserai_never') }),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a PostgreSQL backup'),
    })
    expect(fs.existsSync(env.DATA_DIR)).toBe(false)
  })
})
