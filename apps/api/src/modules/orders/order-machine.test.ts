import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@caravanserai/contracts/orders'
import { PAYMENT_STATES } from '@caravanserai/contracts/payments'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  availableActions,
  type Decision,
  decide,
  INITIAL_STATUS,
  type OrderActor,
  type OrderState,
  TRANSITIONS,
} from './order-machine.ts'

// docs/product.md#order-lifecycle by hand, so that the machine is checked against the diagram, not itself.
const FORWARD: Record<OrderStatus, OrderStatus | null> = {
  pending_shipping: 'pending_approval',
  pending_approval: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: 'completed',
  completed: null,
  cancelled: null,
}
/** Who takes each action, from which statuses, and where it leads. */
const BY_HAND: Record<OrderAction, { to: OrderStatus; from: Partial<Record<OrderActor, OrderStatus[]>> }> = {
  quote: { to: 'pending_approval', from: { staff: ['pending_shipping'] } },
  requote: { to: 'pending_approval', from: { staff: ['pending_approval'] } },
  approve_shipping_cost: { to: 'processing', from: { customer: ['pending_approval'] } },
  ship: { to: 'shipped', from: { staff: ['processing'] } },
  mark_received: { to: 'delivered', from: { customer: ['shipped'] } },
  complete: { to: 'completed', from: { customer: ['delivered'] } },
  decline: { to: 'cancelled', from: { staff: ['pending_shipping'] } },
  cancel: {
    to: 'cancelled',
    from: {
      customer: ['pending_shipping', 'pending_approval', 'processing'],
      staff: ['pending_approval', 'processing'],
      system: ['processing'],
    },
  },
}
const ACTORS: OrderActor[] = ['customer', 'staff', 'system']
const unpaid = (status: OrderStatus): OrderState => ({
  status,
  paymentState: 'unpaid',
  quoteExpired: false,
  claimOpen: false,
  goodsLeft: false,
})

/** What the order beside its status does to a step, by hand (docs/decisions/041). */
function expectedGuard(action: OrderAction, actor: OrderActor, state: OrderState): Decision | null {
  if (action === 'approve_shipping_cost' && state.quoteExpired) return { ok: false, reason: 'quoteExpired' }
  if (action === 'complete' && state.claimOpen) return { ok: false, reason: 'claimOpen' }
  if (action !== 'cancel') return null
  if (state.goodsLeft) return { ok: false, reason: 'goodsLeft' }
  if (state.paymentState === 'proof_sent') return { ok: false, reason: 'proofWaiting' }
  if (actor !== 'staff' && state.paymentState !== 'unpaid') return { ok: false, reason: 'paymentReceived' }
  return null
}

describe('the order state machine', () => {
  test('follows the diagram step by step with the right actor at each step', () => {
    const steps = [
      ['quote', 'staff'],
      ['approve_shipping_cost', 'customer'],
      ['ship', 'staff'],
      ['mark_received', 'customer'],
      ['complete', 'customer'],
    ] as const
    let status = INITIAL_STATUS
    for (const [action, actor] of steps) {
      const decision = decide(unpaid(status), action, actor)
      expect(decision.ok, `${action} at ${status}`).toBe(true)
      if (decision.ok) status = decision.transition.to
    }
    expect(status).toBe('completed')
  })

  test('decides every status × payment × quote × claim × shipment × action × actor as the diagram says, nothing more', () => {
    let allowed = 0
    for (const status of ORDER_STATUSES)
      for (const paymentState of PAYMENT_STATES)
        for (const quoteExpired of [false, true])
          for (const claimOpen of [false, true])
            for (const goodsLeft of [false, true])
              for (const action of ORDER_ACTIONS)
                for (const actor of ACTORS) {
                  const state = { status, paymentState, quoteExpired, claimOpen, goodsLeft }
                  const decision = decide(state, action, actor)
                  const rule = BY_HAND[action]
                  const from = rule.from[actor]
                  const label = `${actor} ${action} at ${status}, ${paymentState}, quote expired ${quoteExpired}, claim open ${claimOpen}, goods left ${goodsLeft}`
                  if (!from) expect(decision, label).toEqual({ ok: false, reason: 'forbidden' })
                  else if (!from.includes(status))
                    expect(decision, label).toEqual({ ok: false, reason: 'wrongStatus' })
                  else {
                    const refused = expectedGuard(action, actor, state)
                    if (refused) expect(decision, label).toEqual(refused)
                    else {
                      allowed += 1
                      expect(decision, label).toEqual({
                        ok: true,
                        transition: { from: status, to: rule.to, stamp: TRANSITIONS[action].stamp },
                      })
                    }
                  }
                }
    // Every payment (4) and quote (2): the forward steps but approval, requote and decline (6 × 8);
    // approval with a live quote (4); the cancels of the buyer and the system when unpaid
    // (3 × 2 + 1 × 2), of the operator at any payment but a waiting confirmation (2 × 3 × 2); all
    // of it with a claim open or not (× 2), but completing while a claim is open (4 × 2); and
    // once goods have left in a shipment, the same but no cancel.
    expect(allowed).toBe((48 + 4 + 8 + 12) * 2 - 8 + ((48 + 4) * 2 - 8))
  })

  test('an expired quote cannot be approved, but can be quoted again or cancelled', () => {
    const expired: OrderState = {
      status: 'pending_approval',
      paymentState: 'unpaid',
      quoteExpired: true,
      claimOpen: false,
      goodsLeft: false,
    }
    expect(decide(expired, 'approve_shipping_cost', 'customer')).toEqual({
      ok: false,
      reason: 'quoteExpired',
    })
    expect(availableActions(expired, 'customer')).toEqual(['cancel'])
    expect(availableActions(expired, 'staff')).toEqual(['requote', 'cancel'])
    expect(decide(expired, 'requote', 'staff')).toEqual({
      ok: true,
      transition: { from: 'pending_approval', to: 'pending_approval', stamp: 'quoted_at' },
    })
  })

  test('the system cancels only an approved order that received nothing, and nothing else', () => {
    expect(availableActions(unpaid('processing'), 'system')).toEqual(['cancel'])
    for (const paymentState of ['proof_sent', 'partially_paid', 'paid'] as const)
      expect(decide({ ...unpaid('processing'), paymentState }, 'cancel', 'system').ok).toBe(false)
    for (const status of ORDER_STATUSES.filter((s) => s !== 'processing'))
      expect(availableActions(unpaid(status), 'system')).toEqual([])
  })

  test('each forward step stamps a date of its own; a new quote stamps the quote, the ways out the cancellation', () => {
    const forward = ORDER_ACTIONS.filter((a) => TRANSITIONS[a].to !== 'cancelled' && a !== 'requote')
    expect(new Set(forward.map((a) => TRANSITIONS[a].stamp)).size).toBe(forward.length)
    expect(TRANSITIONS.requote.stamp).toBe('quoted_at')
    expect(TRANSITIONS.decline.stamp).toBe('cancelled_at')
    expect(TRANSITIONS.cancel.stamp).toBe('cancelled_at')
  })

  test('refuses an action at another status as a conflict, and to the wrong actor as forbidden', () => {
    expect(decide(unpaid('pending_shipping'), 'approve_shipping_cost', 'customer')).toEqual({
      ok: false,
      reason: 'wrongStatus',
    })
    expect(decide(unpaid('pending_shipping'), 'quote', 'customer')).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(decide(unpaid('shipped'), 'mark_received', 'staff')).toEqual({ ok: false, reason: 'forbidden' })
    expect(decide(unpaid('shipped'), 'cancel', 'customer')).toEqual({ ok: false, reason: 'wrongStatus' })
    expect(decide(unpaid('shipped'), 'cancel', 'staff')).toEqual({ ok: false, reason: 'wrongStatus' })
    expect(decide(unpaid('pending_shipping'), 'cancel', 'staff')).toEqual({
      ok: false,
      reason: 'wrongStatus',
    })
    expect(decide(unpaid('pending_shipping'), 'decline', 'customer')).toEqual({
      ok: false,
      reason: 'forbidden',
    })
  })

  test('lets a buyer cancel only while nothing is received, and an operator with money received', () => {
    const paid: OrderState = { ...unpaid('processing'), paymentState: 'partially_paid' }
    expect(decide(paid, 'cancel', 'customer')).toEqual({ ok: false, reason: 'paymentReceived' })
    expect(decide(paid, 'cancel', 'staff').ok).toBe(true)
    const waiting: OrderState = { ...unpaid('processing'), paymentState: 'proof_sent' }
    for (const actor of ['customer', 'staff'] as const)
      expect(decide(waiting, 'cancel', actor)).toEqual({ ok: false, reason: 'proofWaiting' })
  })

  test('offers each actor only what it may do now', () => {
    expect(availableActions(unpaid('pending_shipping'), 'customer')).toEqual(['cancel'])
    expect(availableActions(unpaid('pending_shipping'), 'staff')).toEqual(['quote', 'decline'])
    expect(availableActions(unpaid('pending_approval'), 'customer')).toEqual([
      'approve_shipping_cost',
      'cancel',
    ])
    expect(availableActions(unpaid('pending_approval'), 'staff')).toEqual(['requote', 'cancel'])
    expect(availableActions(unpaid('processing'), 'customer')).toEqual(['cancel'])
    const paid: OrderState = { ...unpaid('processing'), paymentState: 'paid' }
    expect(availableActions(paid, 'customer')).toEqual([])
    expect(availableActions(paid, 'staff')).toEqual(['ship', 'cancel'])
    expect(availableActions(unpaid('shipped'), 'staff')).toEqual([])
    expect(availableActions(unpaid('completed'), 'customer')).toEqual([])
    for (const actor of ACTORS) expect(availableActions(unpaid('cancelled'), actor)).toEqual([])
  })

  test('random actions by random actors never leave the diagram', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...ORDER_ACTIONS),
            fc.constantFrom(...ACTORS),
            fc.constantFrom(...PAYMENT_STATES),
            fc.boolean(),
          ),
          { maxLength: 40 },
        ),
        (attempts) => {
          let status: OrderStatus = INITIAL_STATUS
          const visited = [status]
          for (const [action, actor, paymentState, quoteExpired] of attempts) {
            const decision = decide(
              { status, paymentState, quoteExpired, claimOpen: false, goodsLeft: false },
              action,
              actor,
            )
            if (!decision.ok) continue
            // The diagram's next step, a new quote where the quote waits, or the way out before
            // the goods ship.
            expect(decision.transition.from).toBe(status)
            if (action === 'requote') {
              expect(decision.transition.to).toBe('pending_approval')
              continue
            }
            expect([FORWARD[status], 'cancelled']).toContain(decision.transition.to)
            status = decision.transition.to
            visited.push(status)
          }
          // Statuses are reached in lifecycle order, none skipped or repeated, and a cancellation
          // comes before shipping and ends it.
          const line = visited.filter((s) => s !== 'cancelled')
          expect(line).toEqual(ORDER_STATUSES.slice(0, line.length))
          if (status === 'cancelled') {
            expect(visited.indexOf('cancelled')).toBe(visited.length - 1)
            expect(line.at(-1)).toMatch(/^(pending_shipping|pending_approval|processing)$/)
          }
          const open = ACTORS.flatMap((a) => availableActions(unpaid(status), a))
          if (status === 'completed' || status === 'cancelled') expect(open).toEqual([])
        },
      ),
      { numRuns: 2000 },
    )
  })
})
