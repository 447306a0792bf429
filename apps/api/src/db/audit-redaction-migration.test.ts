import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { databaseUrl, withAdmin } from '../testing/postgres-admin.ts'
import { databaseKinds } from '../testing/test-db.ts'
import { type Database, type DatabaseKind, openDatabase, queryRows } from './client.ts'
import { migrateDatabase, migrationsFolder } from './migrate.ts'

const REDACTION = '0020_audit_redaction'

/** The committed migrations up to, and without, `tag`: the database as the release before had it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-migrations-'))
  await fs.cp(migrationsFolder(), folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await fs.writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/** An empty database of `kind`, dropped by the test's end. */
async function emptyDatabase(kind: DatabaseKind, cleanups: (() => Promise<unknown>)[]): Promise<Database> {
  if (kind === 'pglite') return openDatabase({})
  const run = inject('postgresTemplate')!.split('_').at(-1)
  const name = `caravanserai_t${run}_${randomBytes(6).toString('hex')}`
  await withAdmin((c) => c.query(`create database ${name}`))
  cleanups.push(() => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)))
  return openDatabase({ databaseUrl: databaseUrl(name) })
}

// One kind is enough for one statement's effect: PostgreSQL where it runs (a fresh PGlite takes
// seconds to migrate from nothing), else PGlite.
describe.each(databaseKinds().slice(-1))('the audit trail’s one redaction on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  test('names accounts and contact messages by id in the rows already written, and is append-only again', async () => {
    const database = await emptyDatabase(kind, cleanups)
    cleanups.push(() => database.close())
    await migrateDatabase(database, await migrationsBefore(REDACTION))
    const event = (type: string, label: string) =>
      database.db.execute(sql`insert into audit_events
        (actor_id, actor_email, action, object_type, object_id, object_label, changes)
        values (1, 'admin@shop.example', 'customer.deactivate', ${type}, 7, ${label}, '{}'::jsonb)`)
    await event('customer', 'nareh@buyers.example')
    await event('staff', 'arash@staff.example')
    await event('contact_message', 'Question from Kaveh Rostami')
    await event('product', 'Sargol saffron')

    await migrateDatabase(database)

    const labels = await queryRows<{ object_type: string; object_label: string; actor_email: string }>(
      database.db,
      sql`select object_type, object_label, actor_email from audit_events order by id`,
    )
    expect(labels).toEqual([
      { object_type: 'customer', object_label: '', actor_email: 'admin@shop.example' },
      { object_type: 'staff', object_label: '', actor_email: 'admin@shop.example' },
      { object_type: 'contact_message', object_label: '', actor_email: 'admin@shop.example' },
      { object_type: 'product', object_label: 'Sargol saffron', actor_email: 'admin@shop.example' },
    ])
    const refused = await database.db.execute(sql`update audit_events set object_label = 'x'`).then(
      () => 'done',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    )
    expect(refused).toMatch(/append-only/)
  })
})
