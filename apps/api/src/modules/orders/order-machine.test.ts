import { ORDER_ACTIONS, ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { availableActions, decide, INITIAL_STATUS, type OrderActor } from './order-machine.ts'

// DESIGN §7, written out by hand so that the machine is checked against the diagram, not itself.
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
