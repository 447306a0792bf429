import type { Unlisten } from '@caravanserai/api/db/client'
import { CATALOG_CHANNEL } from '@caravanserai/api/modules/catalog/catalog-changes'
import { addRates } from '@caravanserai/api/modules/currencies/currency-rates'
import { buildTestApp, type TestApp } from '@caravanserai/api/testing/build-test-app'
import { databaseKinds } from '@caravanserai/api/testing/test-db'
import type { CurrenciesResponse } from '@caravanserai/contracts/currencies'
import type { ApiTransport } from '@caravanserai/contracts/storefront'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apiTransport } from './api-transport.ts'
import {
  dropAnswersOnCatalogChanges,
  keepingReferenceAnswers,
  referenceAnswers,
} from './reference-answers.ts'

/**
 * The currencies every page's render reads are kept per process, and dropped when an operator
 * enters a rate or a new day begins (docs/decisions/053-light-load.md).
 */
describe.each(databaseKinds())('reference answers kept for renders, on %s', (kind) => {
  let t: TestApp
  let unlisten: Unlisten
  let now = new Date('2026-03-15T23:59:00Z')
  const kept = referenceAnswers()
  const reached: string[] = []
  let transport: ApiTransport
  const amdRate = async () => {
    const answer = (await (
      await transport('/api/currencies/', { headers: { 'Accept-Language': 'en' } })
    ).json()) as CurrenciesResponse
    return answer.currencies.find((c) => c.code === 'AMD')?.rate?.units_per_usd ?? null
  }
  const enterAmd = async (unitsPerUsd: string, effectiveOn: string) =>
    addRates(
      t.database.db,
      [{ currency: 'AMD', units_per_usd: unitsPerUsd, effective_on: effectiveOn }],
      await t.users.staff(),
      now,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    const inProcess = apiTransport(t.app, '/api')
    transport = keepingReferenceAnswers(
      (url, init) => {
        reached.push(url)
        return inProcess(url, init)
      },
      '/api',
      kept,
      () => now,
    )
    await enterAmd('390.00', '2026-03-01')
    unlisten = await dropAnswersOnCatalogChanges(t.database, kept)
    // Notifications arrive in commit order: once a later one is heard, that of the rate above has
    // been too, and cannot empty what the first test keeps.
    let heard = false
    const stopHearing = await t.database.listen(CATALOG_CHANNEL, (payload) => {
      if (payload === 'stock:999999') heard = true
    })
    await t.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'stock:999999')`)
    while (!heard) await new Promise((resolve) => setTimeout(resolve, 10))
    await stopHearing()
  })
  afterAll(async () => {
    await unlisten()
    await t.close()
  })
  beforeEach(() => {
    reached.length = 0
  })

  test('renders read the currencies once, until an operator enters a rate', async () => {
    expect(await amdRate()).toBe('390.000000')
    expect(await amdRate()).toBe('390.000000')
    expect(reached).toEqual(['/api/currencies/'])
    await enterAmd('391.25', '2026-03-15')
    await expect.poll(() => amdRate()).toBe('391.250000')
  })

  test('a rate entered ahead is read when its day begins', async () => {
    expect(kept.size).toBe(1)
    await enterAmd('400.00', '2026-03-16')
    await expect.poll(() => kept.size).toBe(0)
    expect(await amdRate()).toBe('391.250000')
    now = new Date('2026-03-16T00:00:01Z')
    expect(await amdRate()).toBe('400.000000')
  })

  test('a signed-in read and any other address are not kept', async () => {
    await amdRate()
    reached.length = 0
    await transport('/api/currencies/', { headers: { 'Accept-Language': 'en', Authorization: 'Bearer a' } })
    await transport('/api/products/list/', { headers: { 'Accept-Language': 'en' } })
    await transport('/api/products/list/', { headers: { 'Accept-Language': 'en' } })
    expect(reached).toEqual(['/api/currencies/', '/api/products/list/', '/api/products/list/'])
  })
})
