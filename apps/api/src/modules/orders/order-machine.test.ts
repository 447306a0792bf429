import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@caravanserai/contracts/orders'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { availableActions, decide, INITIAL_STATUS, type OrderActor, TRANSITIONS } from './order-machine.ts'

// docs/product.md#order-lifecycle by hand, so that the machine is checked against the diagram, not itself.
const DIAGRAM: Record<OrderStatus, OrderStatus | null> = {
  pending_shipping: 'pending_approval',
  pending_approval: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: 'completed',
  completed: null,
}
const ACTORS: OrderActor[] = ['customer', 'staff']

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
      const decision = decide(status, action, actor)
      expect(decision.ok, `${action} at ${status}`).toBe(true)
      if (decision.ok) status = decision.transition.to
    }
    expect(status).toBe('completed')
  })

  test('decides every actor × action × status as the diagram says, nothing more', () => {
    // Who takes each action and from where, by hand (docs/product.md#order-lifecycle).
    const BY_HAND: Record<OrderAction, { actor: OrderActor; from: OrderStatus }> = {
      quote: { actor: 'staff', from: 'pending_shipping' },
      approve_shipping_cost: { actor: 'customer', from: 'pending_approval' },
      ship: { actor: 'staff', from: 'processing' },
      mark_received: { actor: 'customer', from: 'shipped' },
      complete: { actor: 'customer', from: 'delivered' },
    }
    let allowed = 0
    for (const status of ORDER_STATUSES)
      for (const action of ORDER_ACTIONS)
        for (const actor of ACTORS) {
          const decision = decide(status, action, actor)
          const rule = BY_HAND[action]
          const label = `${actor} ${action} at ${status}`
          if (rule.actor !== actor) expect(decision, label).toEqual({ ok: false, reason: 'forbidden' })
          else if (rule.from !== status) expect(decision, label).toEqual({ ok: false, reason: 'wrongStatus' })
          else {
            allowed += 1
            expect(decision.ok && decision.transition.to, label).toBe(DIAGRAM[status])
          }
        }
    expect(allowed).toBe(ORDER_ACTIONS.length)
    // Each action stamps a date of its own.
    expect(new Set(Object.values(TRANSITIONS).map((t) => t.stamp)).size).toBe(ORDER_ACTIONS.length)
  })

  test('refuses an action at another status as a conflict, and to the wrong actor as forbidden', () => {
    expect(decide('pending_shipping', 'approve_shipping_cost', 'customer')).toEqual({
      ok: false,
      reason: 'wrongStatus',
    })
    expect(decide('pending_shipping', 'quote', 'customer')).toEqual({ ok: false, reason: 'forbidden' })
    expect(decide('shipped', 'mark_received', 'staff')).toEqual({ ok: false, reason: 'forbidden' })
  })

  test('offers each actor only what it may do now', () => {
    expect(availableActions('pending_approval', 'customer')).toEqual(['approve_shipping_cost'])
    expect(availableActions('pending_approval', 'staff')).toEqual([])
    expect(availableActions('processing', 'staff')).toEqual(['ship'])
    expect(availableActions('completed', 'customer')).toEqual([])
  })

  test('random actions by random actors never leave the diagram', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ORDER_ACTIONS), fc.constantFrom(...ACTORS)), { maxLength: 40 }),
        (attempts) => {
          let status: OrderStatus = INITIAL_STATUS
          const visited = [status]
          for (const [action, actor] of attempts) {
            const decision = decide(status, action, actor)
            if (!decision.ok) continue
            // Only the diagram's one next step, from the status the order is at.
            expect(decision.transition.from).toBe(status)
            expect(decision.transition.to).toBe(DIAGRAM[status])
            status = decision.transition.to
            visited.push(status)
          }
          // Statuses are reached in lifecycle order, none skipped, none repeated.
          expect(visited).toEqual(ORDER_STATUSES.slice(0, visited.length))
          // At most one action is open to anyone at a time; none once completed.
          const open = ACTORS.flatMap((a) => availableActions(status, a))
          expect(open.length).toBe(status === 'completed' ? 0 : 1)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
