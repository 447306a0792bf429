import type { CurrenciesResponse } from '@caravanserai/contracts/currencies'
import type { RateEntry } from '@caravanserai/contracts/ops-currencies'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { rateOn, ratesOn } from './currency-rates.ts'

// Before the real date, so that the test users' tokens stay valid under the pinned clock.
const NOW = new Date('2026-03-15T10:00:00Z')
const TODAY = '2026-03-15'

describe.each(databaseKinds())('exchange rates on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  const inject = injectAs(() => t)
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, operator, payload, { 'accept-language': lang })
  const upload = (csv: string, lang = 'en') => {
    const body = multipart(Buffer.from(csv), { name: 'rates.csv', type: 'text/csv' })
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/currencies/rates/upload/',
      payload: body.payload,
      headers: { ...operator.auth, ...body.headers, 'accept-language': lang },
    })
  }
  const currencies = async (): Promise<CurrenciesResponse['currencies']> =>
    (await t.app.inject({ url: '/api/currencies/' })).json().currencies
  const history = async (query = ''): Promise<{ count: number; results: RateEntry[] }> =>
    (await send('GET', `/ops/currencies/rates/${query}`)).json()
  const auditCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_events where action = 'currency_rate.set'`,
      )
    )[0]!.n

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => NOW })
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  test('lists every currency with its minor units, the dollar at 1 and the others without a rate yet', async () => {
    const res = await t.app.inject({ url: '/api/currencies/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/public, max-age=60/)
    const body = res.json()
    expect(body.base).toBe('USD')
    expect(body.currencies.map((c: { code: string }) => c.code)).toEqual([
      'USD',
      'EUR',
      'RUB',
      'AMD',
      'GEL',
      'AED',
      'CNY',
      'TRY',
    ])
    expect(body.currencies[0]).toEqual({
      code: 'USD',
      minor_units: 2,
      rate: { currency: 'USD', units_per_usd: '1.000000', effective_on: TODAY },
    })
    expect(body.currencies[3]).toEqual({ code: 'AMD', minor_units: 2, rate: null })
  })

  test('an operator sets a rate, in force from today unless a day is given; the latest day on or before a day wins', async () => {
    const before = await auditCount()
    const today = await send('POST', '/ops/currencies/rates/', { currency: 'AMD', units_per_usd: '391.25' })
    expect(today.statusCode).toBe(201)
    expect(today.json()).toMatchObject({
      currency: 'AMD',
      units_per_usd: '391.250000',
      effective_on: TODAY,
      created_by: operator.email,
    })
    await send('POST', '/ops/currencies/rates/', {
      currency: 'AMD',
      units_per_usd: '380',
      effective_on: '2026-03-01',
    })
    await send('POST', '/ops/currencies/rates/', {
      currency: 'AMD',
      units_per_usd: '400',
      effective_on: '2026-04-01',
    })
    const amd = (await currencies()).find((c) => c.code === 'AMD')!
    expect(amd.rate).toEqual({ currency: 'AMD', units_per_usd: '391.250000', effective_on: TODAY })
    expect((await rateOn(t.database.db, 'AMD', '2026-03-10'))?.units_per_usd).toBe('380.000000')
    expect((await rateOn(t.database.db, 'AMD', '2026-04-30'))?.units_per_usd).toBe('400.000000')
    expect(await rateOn(t.database.db, 'AMD', '2026-02-28')).toBeNull()
    // A correction on the same day: the newer row is in force, the older stays in the history.
    await send('POST', '/ops/currencies/rates/', {
      currency: 'AMD',
      units_per_usd: '391.5',
      effective_on: TODAY,
    })
    expect((await ratesOn(t.database.db, TODAY)).get('AMD')?.units_per_usd).toBe('391.500000')
    expect(await auditCount()).toBe(before + 4)
    const [event] = await queryRows<{ object_label: string; changes: object; actor_id: number }>(
      t.database.db,
      sql`select object_label, changes, actor_id from audit_events order by id desc limit 1`,
    )
    expect(event).toEqual({
      object_label: 'AMD',
      actor_id: operator.id,
      changes: {
        currency: { before: null, after: 'AMD' },
        units_per_usd: { before: null, after: '391.500000' },
        effective_on: { before: null, after: TODAY },
      },
    })
  })

  test('the history lists the latest day first, by currency, a page at a time', async () => {
    await send('POST', '/ops/currencies/rates/', { currency: 'EUR', units_per_usd: '0.8615' })
    const amd = await history('?currency=AMD&page_size=2')
    expect(amd.count).toBe(4)
    expect(amd.results.map((r) => [r.effective_on, r.units_per_usd])).toEqual([
      ['2026-04-01', '400.000000'],
      [TODAY, '391.500000'],
    ])
    const second = await history('?currency=AMD&page_size=2&page=2')
    expect(second.results.map((r) => r.units_per_usd)).toEqual(['391.250000', '380.000000'])
    expect((await history()).count).toBe(5)
    expect((await send('GET', '/ops/currencies/rates/?currency=AMD&page=3&page_size=2')).statusCode).toBe(404)
  })

  test('refuses a bad rate, day or currency in the request language, and the dollar, writing nothing', async () => {
    const before = await history()
    const bad = async (payload: object, lang = 'en') => {
      const res = await send('POST', '/ops/currencies/rates/', payload, lang)
      expect(res.statusCode).toBe(400)
      return res.json()
    }
    expect(await bad({ currency: 'XYZ', units_per_usd: '1' }, 'ru')).toEqual({
      currency: ['Выберите одну из валют магазина: USD, EUR, RUB, AMD, GEL, AED, CNY или TRY.'],
    })
    for (const rate of ['0', '0.000000', '-1', '1.0000001', '1e3', '1234567890123', 'abc'])
      expect(Object.keys(await bad({ currency: 'AMD', units_per_usd: rate })), rate).toEqual([
        'units_per_usd',
      ])
    for (const day of ['2026-02-30', '1999-12-31', '3000-01-01', '15.03.2026'])
      expect(Object.keys(await bad({ currency: 'AMD', units_per_usd: '1', effective_on: day })), day).toEqual(
        ['effective_on'],
      )
    expect(await bad({ currency: 'USD', units_per_usd: '1' }, 'hy')).toMatchObject({
      code: 'currencies.baseRate',
      detail: expect.stringMatching(/^ԱՄՆ դոլարը/),
    })
    expect((await history()).count).toBe(before.count)
  })

  test('a CSV of rates is kept whole, each line in the audit trail', async () => {
    const before = await auditCount()
    const res = await upload(
      '\uFEFFcurrency,units_per_usd,effective_on\r\nGEL,2.705,2026-03-15\r\nrub,"80,95",2026-03-14\r\n\r\nCNY,7.118,2026-03-15\r\n',
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().created.map((r: RateEntry) => [r.currency, r.units_per_usd, r.effective_on])).toEqual([
      ['GEL', '2.705000', TODAY],
      ['RUB', '80.950000', '2026-03-14'],
      ['CNY', '7.118000', TODAY],
    ])
    expect(await auditCount()).toBe(before + 3)
    const semicolons = await upload('currency;units_per_usd;effective_on\nTRY;42,15;2026-03-15\n')
    expect(semicolons.json().created[0]).toMatchObject({ currency: 'TRY', units_per_usd: '42.150000' })
    const listed = await currencies()
    expect(listed.filter((c) => c.rate === null).map((c) => c.code)).toEqual(['AED'])
  })

  test('a CSV with one bad line is refused whole, naming the line and its problem', async () => {
    const before = await history()
    const audits = await auditCount()
    const header = 'currency,units_per_usd,effective_on\n'
    const refused = async (csv: string, lang = 'en') => {
      const res = await upload(csv, lang)
      expect(res.statusCode, csv).toBe(400)
      return res.json()
    }
    expect(await refused(`${header}AED,3.6725,2026-03-15\nAED,3.67,2026-03-32\n`)).toEqual({
      detail: 'Line 3: write the day as YYYY-MM-DD, from 2000 to 2999, such as 2026-11-29.',
      code: 'currencies.csvDay',
      params: { line: 3 },
    })
    expect((await refused(`${header}AED,3.6725,2026-03-15\nXAU,1,2026-03-15\n`, 'ru')).detail).toBe(
      'Строка 3: «XAU» — не валюта магазина (EUR, RUB, AMD, GEL, AED, CNY, TRY).',
    )
    expect((await refused(`${header}AED,0,2026-03-15\n`, 'fa')).detail).toMatch(/^سطر ۲:/)
    expect((await refused(`${header}AED,3.67\n`)).code).toBe('currencies.csvColumns')
    expect((await refused(`${header}AED,3.67,2026-03-15,x\n`)).code).toBe('currencies.csvColumns')
    expect((await refused(`${header}USD,1,2026-03-15\n`)).code).toBe('currencies.csvBaseRate')
    expect(await refused(`${header}AED,3.67,2026-03-15\nAED,3.68,2026-03-15\n`)).toMatchObject({
      code: 'currencies.csvRepeated',
      params: { line: 3, first: 2 },
    })
    expect((await refused('code,rate,day\nAED,3.67,2026-03-15\n')).code).toBe('currencies.csvHeader')
    expect((await refused(header)).code).toBe('currencies.csvEmpty')
    expect((await refused(`${header}AED,"3.67,2026-03-15\n`)).code).toBe('currencies.csvDamaged')
    const binary = multipart(Buffer.from([0x63, 0xff, 0xfe, 0x0a]), { name: 'rates.csv', type: 'text/csv' })
    const notText = await t.app.inject({
      method: 'POST',
      url: '/api/ops/currencies/rates/upload/',
      payload: binary.payload,
      headers: { ...operator.auth, ...binary.headers },
    })
    expect(notText.json().code).toBe('currencies.csvNotText')
    const rows = Array.from({ length: 1001 }, (_, i) => `AED,3.67,${2000 + Math.floor(i / 365)}-01-01`)
    expect((await refused(`${header}${rows.join('\n')}\n`)).code).toBe('currencies.csvTooManyRows')
    expect((await history()).count).toBe(before.count)
    expect(await auditCount()).toBe(audits)
  })

  test('a CSV past 64 KB is refused whole', async () => {
    const big = `currency,units_per_usd,effective_on\n${'AED,3.67,2026-03-15\n'.repeat(3500)}`
    const res = await upload(big, 'ru')
    expect(res.statusCode).toBe(413)
    expect(res.json().detail).toBe('Файл слишком большой: файл с курсами может занимать не более 64 КБ.')
  })

  test('a buyer may read the currencies but not the rates behind them', async () => {
    const buyer = await t.users.buyer()
    expect((await inject('GET', '/currencies/', buyer)).statusCode).toBe(200)
    expect((await inject('GET', '/ops/currencies/rates/', buyer)).statusCode).toBe(403)
    expect(
      (await inject('POST', '/ops/currencies/rates/', null, { currency: 'AMD', units_per_usd: '1' }))
        .statusCode,
    ).toBe(401)
  })
})

describe('demo rates', () => {
  test('are seeded for the day only when asked, as development does', async () => {
    const now = NOW.getTime()
    for (const demoRates of [false, true]) {
      const database = await openTestDatabase('pglite')
      try {
        await seedDemo(database.db, { catalogue: [], now, demoRates })
        const rates = await ratesOn(database.db, TODAY)
        expect(rates.size).toBe(demoRates ? 8 : 1)
        if (demoRates)
          expect(rates.get('AMD')).toEqual({
            currency: 'AMD',
            units_per_usd: '383.400000',
            effective_on: TODAY,
          })
      } finally {
        await database.close()
      }
    }
  })
})
