import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { emptyDatabase, migrationsBefore } from '../testing/partial-migrations.ts'
import { databaseKinds } from '../testing/test-db.ts'
import { queryRows } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const REDACTION = '0020_audit_redaction'

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
