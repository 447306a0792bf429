import { COMPANY_ROLES, type CompanyRole, roleCan } from '@caravanserai/contracts/company-roles'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { multipart } from '../../testing/multipart.ts'
import { dayAfter, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { emailContext } from '../email/enqueue-email.ts'
import { customerActor, transitionOrder } from '../orders/order-transitions.ts'
import {
  ADDRESS,
  CALLS,
  type Call,
  GHOST,
  ghost,
  ids,
  label,
  type Makers,
  type Step,
  type Target,
} from './company-access-calls.ts'

// Who of a company may reach what (docs/decisions/056-companies-are-the-buyer.md): two companies,
// each with one person of every role, at every buyer endpoint aimed at company A's things. A's
// people get the answer when their role allows the call and 403 when it does not; B's get what
// an id that does not exist gets (404, or 403 when their role could not make the call anyway),
// so nothing tells them A's things exist; a person just removed from A gets what B's owner gets.

describe.each(databaseKinds())('who of which company reaches what, on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let product: FixtureProduct
  let destination: number
  let companies: Record<'A' | 'B', { id: number } & Record<CompanyRole, TestUser>>
  let removed: TestUser
  let target: Target

  const db = () => t.database.db
  const send = (person: TestUser, call: Call, x: Target) => {
    const url = `/api${call.url(x)}`
    if (call.upload) {
      const { payload, headers } = multipart(SPEC_PDF, { name: 'transfer.pdf', type: 'application/pdf' })
      return t.app.inject({ method: call.method, url, payload, headers: { ...headers, ...person.auth } })
    }
    const payload = call.body?.(x)
    return t.app.inject({ method: call.method, url, headers: person.auth, ...(payload ? { payload } : {}) })
  }
  const ok = async (res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`)
    return res.json() as { id: number } & Record<string, unknown>
  }
  const as = (person: TestUser | null, method: Call['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: person?.auth ?? {}, ...(payload ? { payload } : {}) })

  const member = (companyId: number, role: CompanyRole) => t.users.member(companyId, role)
  const company = async () => {
    const owner = await t.users.buyer()
    const id = owner.companyId!
    const people = { owner } as Record<CompanyRole, TestUser>
    for (const role of COMPANY_ROLES.filter((r) => r !== 'owner')) people[role] = await member(id, role)
    return { id, ...people }
  }

  /** Company A's order, taken by its owner and the operators as far as `at`. */
  const orderAt = async (at: Step): Promise<number> => {
    const owner = companies.A.owner
    const { id } = await placeOrder(t.app, owner, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    const steps: [Step, () => ReturnType<typeof as>][] = [
      ['pending_approval', () => as(staff, 'POST', `/ops/orders/${id}/quote/`, { shipping_price: 30 })],
      ['processing', () => as(owner, 'POST', `/customer/approve-shipping-cost/${id}/`)],
      [
        'shipped',
        () =>
          as(staff, 'POST', `/ops/orders/${id}/ship/`, {
            tracking_number: 'TRK-1',
            payment_override: 'Letter of credit',
          }),
      ],
      ['delivered', () => as(owner, 'POST', `/customer/gain-order/${id}/`)],
    ]
    const order = ['pending_shipping', 'pending_approval', 'processing', 'shipped', 'delivered']
    for (const [step, take] of steps) if (order.indexOf(step) <= order.indexOf(at)) await ok(await take())
    return id
  }
  /** Company A's request, open or with an offer standing. */
  const rfqOf = async (offered: boolean, files: number[] = []) => {
    const rfq = await ok(
      await as(companies.A.owner, 'POST', '/rfqs/', {
        product: product.productId,
        quantity: 30,
        unit: 'piece',
        shipping_destination: destination,
        files,
      }),
      201,
    )
    if (!offered) return { rfq: rfq.id, offer: GHOST }
    const answered = await ok(
      await as(staff, 'POST', `/ops/rfqs/${rfq.id}/offer/`, {
        product_variation: product.variationIds[0],
        quantity: 30,
        unit_price: 38.5,
        shipping_price: 120,
        valid_until: dayAfter(new Date(), 5),
      }),
    )
    return { rfq: rfq.id, offer: (answered.offer as { id: number }).id }
  }
  const addressOfA = async () =>
    (await ok(await as(companies.A.owner, 'POST', '/customer/shipping-addresses/', ADDRESS), 201)).id
  const waiting = async () => {
    const id = await orderAt('pending_approval')
    await db().execute(sql`update orders set approval_requested_at = now(),
      approval_requested_by = ${companies.A.buyer.id}, approval_reason = 'threshold' where id = ${id}`)
    return id
  }
  const makers: Makers = { order: orderAt, rfq: (offered) => rfqOf(offered), address: addressOfA, waiting }

  /** Everything of company A's a refused call could have changed. */
  const stateOfA = () =>
    queryRows(
      db(),
      sql`select
        (select json_agg(json_build_object('id', id, 's', status, 'p', payment_state, 'u', updated_at) order by id) from orders where company_id = ${companies.A.id}) as orders,
        (select count(*)::int from order_history h join orders o on o.id = h.order_id where o.company_id = ${companies.A.id}) as history,
        (select count(*)::int from order_messages m join orders o on o.id = m.order_id where o.company_id = ${companies.A.id}) as messages,
        (select count(*)::int from claims c join orders o on o.id = c.order_id where o.company_id = ${companies.A.id}) as claims,
        (select count(*)::int from payment_proofs p join orders o on o.id = p.order_id where o.company_id = ${companies.A.id}) as proofs,
        (select count(*)::int from stored_files f join orders o on o.id = f.order_id where o.company_id = ${companies.A.id}) as files,
        (select json_agg(json_build_object('id', id, 's', status, 'u', updated_at) order by id) from rfqs where company_id = ${companies.A.id}) as rfqs,
        (select json_agg(json_build_object('id', id, 'n', full_name, 'u', updated_at) order by id) from shipping_addresses where company_id = ${companies.A.id}) as addresses`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
    companies = { A: await company(), B: await company() }
    removed = await member(companies.A.id, 'owner')
    const owner = companies.A.owner
    const order = await orderAt('shipped')
    const [document] = await queryRows<{ id: number }>(
      db(),
      sql`select id from order_documents where order_id = ${order} order by id limit 1`,
    )
    const { payload, headers } = multipart(SPEC_PDF, { name: 'photo.pdf', type: 'application/pdf' })
    const file = await ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order}/files/`,
        payload,
        headers: { ...headers, ...owner.auth },
      }),
      201,
    )
    const said = await ok(
      await as(owner, 'POST', `/orders/${order}/messages/`, { body: 'Photos attached', files: [file.id] }),
      201,
    )
    const upload = multipart(SPEC_PDF, { name: 'spec.pdf', type: 'application/pdf' })
    const rfqFile = await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/rfqs/files/',
        payload: upload.payload,
        headers: { ...upload.headers, ...owner.auth },
      }),
      201,
    )
    const { rfq } = await rfqOf(false, [rfqFile.id])
    target = {
      order,
      document: document!.id,
      file: file.id,
      message: (said.results as { id: number }[]).at(-1)!.id,
      rfq,
      rfqFile: rfqFile.id,
      offer: GHOST,
      address: await addressOfA(),
      destination,
    }
    // Removed a moment ago: the token they hold is still valid, their place in A is not.
    await db().execute(
      sql`delete from company_members where company_id = ${companies.A.id} and user_id = ${removed.id}`,
    )
  })
  afterAll(() => t.close())

  test.each(CALLS.map((c) => [label(c), c] as const))('%s', async (_, call) => {
    for (const side of ['A', 'B'] as const) {
      for (const role of COMPANY_ROLES) {
        const person = companies[side][role]
        const allowed = [call.permission].flat().some((p) => roleCan(role, p))
        const mine = side === 'A' || call.own === true
        const expected = !allowed ? 403 : mine ? call.ok : 404
        const succeeds = expected === call.ok
        const x = succeeds && call.fresh ? { ...target, ...(await call.fresh(makers)) } : target
        if (call.creates === 'orders')
          await ok(
            await as(person, 'POST', '/customer/cart/create/', {
              product_variation: product.variationIds[0],
              quantity: 1,
            }),
            201,
          )
        const before = succeeds ? null : await stateOfA()
        const res = await send(person, call, x)
        const who = `${side} ${role}: ${res.body.slice(0, 200)}`
        expect(res.statusCode, who).toBe(expected)
        if (expected === 403) expect(res.json().code, who).toBe('errors.companyRoleForbidden')
        if (before) expect(await stateOfA(), who).toEqual(before)
        // No existence leak: B's answer is the one an id that does not exist gets.
        if (side === 'B' && !call.own) {
          const none = await send(person, call, ghost)
          expect([none.statusCode, none.json().code], who).toEqual([res.statusCode, res.json().code])
        }
        if (succeeds && call.shows) expect(call.shows(res.json(), target), who).toBe(side === 'A')
        if (succeeds && call.creates) {
          const [row] = await queryRows<{ company_id: number; user_id: number }>(
            db(),
            sql`select company_id, user_id from ${sql.identifier(call.creates)} where id = ${res.json().id}`,
          )
          expect(row, who).toEqual({ company_id: companies[side].id, user_id: person.id })
        }
      }
    }
    // Removed from A a moment ago: nothing of A's at once; they act for a company of one of their
    // own (docs/decisions/061-a-company-of-one-for-everyone.md), as an owner elsewhere would.
    if (call.creates === 'orders')
      await ok(
        await as(removed, 'POST', '/customer/cart/create/', {
          product_variation: product.variationIds[0],
          quantity: 1,
        }),
        201,
      )
    const before = await stateOfA()
    const res = await send(removed, call, target)
    expect(res.statusCode, `removed: ${res.body}`).toBe(call.own ? call.ok : 404)
    if (call.shows) expect(call.shows(res.json(), target)).toBe(false)
    expect(await stateOfA()).toEqual(before)
  })

  test('every person of A sees the orders and requests any of them placed, and who placed each', async () => {
    const viewer = companies.A.viewer
    const order = await ok(await as(viewer, 'GET', `/orders/${target.order}/`))
    expect(order.placed_by).toEqual({ id: companies.A.owner.id, name: expect.any(String) })
    const rfq = await ok(await as(viewer, 'GET', `/rfqs/${target.rfq}/`))
    expect(rfq.placed_by).toEqual({ id: companies.A.owner.id, name: expect.any(String) })
    // The list filtered by the person who placed them: the owner's orders, none of the viewer's.
    const byOwner = await ok(
      await as(viewer, 'GET', `/orders/list/?placed_by=${companies.A.owner.id}&page_size=100`),
    )
    expect(ids(byOwner)).toContain(target.order)
    expect(await ok(await as(viewer, 'GET', `/orders/list/?placed_by=${viewer.id}`))).toMatchObject({
      count: 0,
    })
  })

  test('the steps and offers a person is shown are those their role may take', async () => {
    const { owner, viewer, finance } = companies.A
    const order = (person: TestUser) => as(person, 'GET', `/orders/${target.order}/`)
    expect((await ok(await order(owner))).available_actions).toContain('mark_received')
    expect((await ok(await order(viewer))).available_actions).toEqual([])
    const payment = (person: TestUser) => as(person, 'GET', `/orders/${target.order}/payment/`)
    expect((await ok(await payment(finance))).can_send_proof).toBe(true)
    expect((await ok(await payment(viewer))).can_send_proof).toBe(false)
    const claims = (person: TestUser) => as(person, 'GET', `/orders/${target.order}/claims/`)
    expect((await ok(await claims(owner))).can_open).toBe(true)
    expect((await ok(await claims(finance))).can_open).toBe(false)
    const rfq = (person: TestUser) => as(person, 'GET', `/rfqs/${target.rfq}/`)
    expect((await ok(await rfq(owner))).available_actions).toEqual(['withdraw'])
    expect((await ok(await rfq(viewer))).available_actions).toEqual([])
  })

  test('a role taken away applies to the very next call, and in the statement that checks it', async () => {
    const person = await member(companies.A.id, 'buyer')
    const order = await orderAt('pending_shipping')
    await db().execute(sql`update company_members set role = 'viewer' where user_id = ${person.id}`)
    const refused = await as(person, 'POST', `/orders/${order}/cancel/`, {})
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'errors.companyRoleForbidden'])
    expect((await as(person, 'GET', `/orders/${order}/`)).statusCode).toBe(200)
    // A step that read the person's role a moment before it changed finds no order of theirs.
    const stale = customerActor({ userId: person.id, companyId: companies.A.id, role: 'buyer' })
    const error = await transitionOrder(
      db(),
      { orderId: order, action: 'cancel', actor: stale },
      emailContext(testConfig(), t.app.log),
    ).catch((e: { statusCode?: number }) => e)
    expect((error as { statusCode?: number }).statusCode).toBe(404)
    expect(await queryRows(db(), sql`select status from orders where id = ${order}`)).toEqual([
      { status: 'pending_shipping' },
    ])
  })
})
