import { MILESTONE_IMPORT_MAX_BYTES, MILESTONE_IMPORT_MAX_ROWS } from '@caravanserai/contracts/ops-shipments'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const HEADER = 'tracking_number,event,date,place,note,delay_days'

describe.each(databaseKinds())('the milestones import on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  const now = new Date('2026-03-10T09:00:00Z')
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const upload = (text: string | Buffer, lang = 'en', user = () => shop.staff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ops/shipments/milestones/import/',
      payload: text,
      headers: { ...user().auth, 'content-type': 'text/csv', 'accept-language': lang },
    })
  const milestones = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from shipment_milestones`))[0]!.n

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    shop = await createShipmentShop(t)
    const send = injectAs(() => t)
    for (const tracking of ['CSV-A', 'CSV-B', 'CSV-TWIN', 'CSV-TWIN']) {
      const order = await processingOrder(t, shop, await t.users.buyer())
      await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
        tracking_number: tracking,
        dispatched_on: '2026-03-01',
      })
    }
  })
  afterAll(() => t.close())

  test('records every row of a good file, in order, and moves the estimates', async () => {
    const file = [
      HEADER,
      'CSV-A,border_crossed,2026-03-04,Agarak–Nurduz,,',
      'CSV-B,delayed,2026-03-03,,"Strike at the port, Bandar Abbas",2',
      'CSV-A,customs_cleared,2026-03-05,Yerevan,,',
    ].join('\n')
    const res = await upload(file)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ recorded: 3 })
    const shipments = await rows<{ tracking: string; estimated: string; kinds: string[] }>(
      sql`select s.tracking_number as tracking, s.estimated_arrival::text as estimated,
          (select json_agg(m.kind order by m.occurred_on, m.id) from shipment_milestones m where m.shipment_id = s.id) as kinds
        from shipments s where s.tracking_number in ('CSV-A', 'CSV-B') order by s.tracking_number`,
    )
    expect(shipments).toEqual([
      {
        tracking: 'CSV-A',
        estimated: '2026-03-06',
        kinds: ['dispatched', 'border_crossed', 'customs_cleared'],
      },
      { tracking: 'CSV-B', estimated: '2026-03-09', kinds: ['dispatched', 'delayed'] },
    ])
  })

  test('one bad row refuses the file: every refused line told in the operator’s language, nothing recorded', async () => {
    const before = await milestones()
    const file = [
      HEADER,
      'CSV-B,border_crossed,2026-03-05,Agarak,,',
      'NO-SUCH,delivered,2026-03-05,,,',
      'CSV-B,customs_cleared,2026-03-04,,,',
      'CSV-B,border_crossed,2026-03-06,,,',
      'CSV-TWIN,delivered,2026-03-06,,,',
      'CSV-B,delayed,2026-03-06,,Fog,x',
      'CSV-B,delivered,2026-04-01,,,',
      'CSV-B,delivered,2026-02-30,,,',
    ].join('\n')
    const res = await upload(file, 'ru')
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(body.code).toBe('shipments.importRefused')
    expect(body.detail).toContain('7')
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9])
    expect(body.errors[6].message).toMatch(/^date: /)
    expect(body.errors[0].message).toBe('Нет отправки с трек-номером NO-SUCH.')
    expect(body.errors[2].message).toMatch(/^place: /)
    for (const error of body.errors) expect(error.message).toMatch(/[А-Яа-я]/)
    expect(await milestones()).toBe(before)
  })

  test('a file refused for one line says so in words that hold for any count', async () => {
    const file = `${HEADER}\nNO-SUCH,delivered,2026-03-05,,,`
    expect((await upload(file)).json().detail).toBe('Nothing was recorded. Lines with problems: 1.')
    expect((await upload(file, 'ru')).json().detail).toBe('Ничего не записано. Строк с ошибками: 1.')
  })

  test('a delay of days past any bound is told the bound, once', async () => {
    for (const days of ['91', '99999999999999999999999']) {
      const res = await upload(`${HEADER}\nCSV-B,delayed,2026-03-06,,Fog,${days}`)
      expect(res.json().errors).toEqual([
        { line: 2, message: 'delay_days: Ensure this value is less than or equal to 90.' },
      ])
    }
  })

  test('a file that is not the CSV it should be is refused whole', async () => {
    const header = await upload('tracking,event\nCSV-A,delivered', 'hy')
    expect(header.statusCode).toBe(422)
    expect(header.json().code).toBe('shipments.importHeader')
    expect(header.json().detail).toMatch(/[\u0530-\u058F]/)
    expect((await upload(HEADER)).json().code).toBe('shipments.importEmpty')
    expect((await upload(Buffer.from([0xff, 0xfe, 0x00]))).json().code).toBe('shipments.importNotText')
    const many = [HEADER, ...Array(MILESTONE_IMPORT_MAX_ROWS + 1).fill('CSV-A,delayed,2026-03-06,,Fog,1')]
    expect((await upload(many.join('\n'))).json().code).toBe('shipments.importTooManyRows')
    const large = await upload(`${HEADER}\n${'x'.repeat(MILESTONE_IMPORT_MAX_BYTES)}`)
    expect(large.statusCode).toBe(413)
  })

  test('a body that is not sent as text/csv is refused in the operator’s language, not a server error', async () => {
    const inject = (headers: Record<string, string>, payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/shipments/milestones/import/',
        headers: { ...shop.staff.auth, 'accept-language': 'ru', ...headers },
        ...(payload === undefined ? {} : { payload }),
      })
    const before = await milestones()
    for (const res of [
      await inject({}),
      await inject(
        { 'content-type': 'application/json' },
        JSON.stringify(`${HEADER}\nCSV-A,delivered,2026-03-06,,,`),
      ),
      await inject({ 'content-type': 'application/json' }, '{"rows":[]}'),
    ]) {
      expect(res.statusCode).toBe(415)
      expect(res.json().code).toBe('shipments.importNotCsv')
      expect(res.json().detail).toMatch(/[А-Яа-я]/)
    }
    expect(await milestones()).toBe(before)
  })

  test('buyers may not import', async () => {
    const buyer = await t.users.buyer()
    expect((await upload(`${HEADER}\nCSV-A,delivered,2026-03-06,,,`, 'en', () => buyer)).statusCode).toBe(403)
  })
})
