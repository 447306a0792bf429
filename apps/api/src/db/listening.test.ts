import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { sharedListening } from './listening.ts'

describe.each(databaseKinds())('settling on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('every notification committed before it has reached the listeners, and its mark none', async () => {
    const heard: (string | null)[] = []
    const unlisten = await database.listen('settled_channel', (payload) => heard.push(payload))
    for (const payload of ['a', 'b', 'c']) {
      await database.db.execute(sql`select pg_notify('settled_channel', ${payload})`)
      await database.settle('settled_channel')
      expect(heard.at(-1)).toBe(payload)
    }
    await database.settle('settled_channel')
    expect(heard).toEqual(['a', 'b', 'c'])
    await unlisten()
  })

  test('answers at once when nothing in the process listens', async () => {
    const started = performance.now()
    await database.settle('unheard_channel')
    expect(performance.now() - started).toBeLessThan(50)
  })
})

test('a mark that never arrives (a lost listening connection) is waited for a second at most', async () => {
  const sent: string[] = []
  const listening = sharedListening(
    async () => async () => {},
    async (_channel, payload) => {
      sent.push(payload)
    },
  )
  const unlisten = await listening.listen('deaf_channel', () => {})
  const started = performance.now()
  await listening.settle('deaf_channel')
  expect(performance.now() - started).toBeGreaterThanOrEqual(990)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatch(/^settle:/)
  await unlisten()
})

test('a mark that cannot be sent is not waited for, and the write it follows is not failed', async () => {
  const listening = sharedListening(
    async () => async () => {},
    () => Promise.reject(new Error('the database is gone')),
  )
  const unlisten = await listening.listen('gone_channel', () => {})
  const started = performance.now()
  await expect(listening.settle('gone_channel')).resolves.toBeUndefined()
  expect(performance.now() - started).toBeLessThan(500)
  await unlisten()
})
