import type { Rfq, RfqStatus } from '@caravanserai/contracts/rfqs'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { DAY_MS, dayAfter, rfqCalls } from '../../testing/rfq-fixture.ts'
import { createTradingShop, type FixtureProduct } from '../../testing/shop-fixture.ts'
import { availableActions, decide, isExpired } from './rfq-machine.ts'

const ACTORS = ['owner', 'otherBuyer', 'staff', 'visitor'] as const
type Actor = (typeof ACTORS)[number]
type Step =
  | { kind: 'offer' | 'decline' | 'accept' | 'withdraw'; actor: Actor; validDays: number }
  | { kind: 'day passes' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('offer' as const, 'decline' as const, 'accept' as const, 'withdraw' as const),
    actor: fc.constantFrom(...ACTORS),
    validDays: fc.integer({ min: 0, max: 2 }),
  }),
  fc.constant({ kind: 'day passes' as const }),
)

// The start of every run: far enough back that the tokens signed now stay valid as days pass.
const START = Date.now() - 60 * DAY_MS
let now = new Date(START)
let t: TestApp
let product: FixtureProduct
let destination: number
let staff: TestUser
let otherBuyer: TestUser
const calls = rfqCalls(() => t)
type Answer = Awaited<ReturnType<typeof calls.send>>

beforeAll(async () => {
  // The rules are the same SQL on both databases; PGlite keeps this many runs fast.
  t = await buildTestApp('pglite', { clock: () => now })
  ;({ product, destination, staff } = await createTradingShop(t))
  otherBuyer = await t.users.buyer()
})
afterAll(() => t.close())

test('random steps by random callers through the API keep a request on the machine’s table', {
  timeout: 180_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      now = new Date(START)
      // A buyer per run: each run's request counts against its buyer's hourly limit.
      const owner = await t.users.buyer()
      const users: Record<Actor, TestUser | null> = { owner, otherBuyer, staff, visitor: null }
      const rfq = await calls.open(owner, {
        product: product.productId,
        quantity: 1,
        unit: 'piece',
        shipping_destination: destination,
      })
      let status: RfqStatus = 'open'
      let offer: { id: number; validUntil: string } | null = null
      for (const s of steps) {
        if (s.kind === 'day passes') {
          now = new Date(now.getTime() + DAY_MS)
          continue
        }
        const user = users[s.actor]
        const res: Answer =
          s.kind === 'offer'
            ? await calls.offer(user, rfq.id, {
                product_variation: product.variationIds[0],
                quantity: 1,
                unit_price: 40,
                shipping_price: 5,
                valid_until: dayAfter(now, s.validDays),
              })
            : s.kind === 'decline'
              ? await calls.decline(user, rfq.id, 'Not this season')
              : s.kind === 'accept'
                ? await calls.accept(user, rfq.id, { offer: offer?.id ?? 1 })
                : await calls.withdraw(user, rfq.id)
        const staffStep = s.kind === 'offer' || s.kind === 'decline'
        const state = { status, offerExpired: offer ? isExpired(offer.validUntil, now) : false }
        const allowed = decide(state, s.kind, staffStep ? 'staff' : 'customer').ok
        // Staff at a buyer's step act for a company of their own, which does not own the request
        // (docs/decisions/061-a-company-of-one-for-everyone.md).
        const expected =
          s.actor === 'visitor'
            ? 401
            : staffStep && s.actor !== 'staff'
              ? 403
              : !staffStep && s.actor !== 'owner'
                ? 404
                : allowed
                  ? 200
                  : 409
        expect(res.statusCode, `${s.kind} by ${s.actor} at ${status}: ${res.body}`).toBe(expected)
        if (res.statusCode === 200) {
          const answered = res.json() as Rfq
          status = answered.status
          if (s.kind === 'offer' && answered.offer)
            offer = { id: answered.offer.id, validUntil: answered.offer.valid_until }
        }
        const seen = (await calls.send('GET', `/rfqs/${rfq.id}/`, owner)).json()
        expect(seen.status).toBe(status)
        // What the buyer is offered is what the machine lets them do.
        const live = { status, offerExpired: offer ? isExpired(offer.validUntil, now) : false }
        expect(seen.available_actions).toEqual(availableActions(live, 'customer'))
        const [row] = await queryRows<{ orders: number }>(
          t.database.db,
          sql`select count(*)::int as orders from orders where user_id = ${owner.id}`,
        )
        // An order exists exactly once the request is accepted.
        expect(row!.orders).toBe(status === 'accepted' ? 1 : 0)
      }
    }),
    { numRuns: 25 },
  )
})
