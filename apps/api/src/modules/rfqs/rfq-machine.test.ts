import { RFQ_ACTIONS, RFQ_STATUSES, type RfqAction, type RfqStatus } from '@caravanserai/contracts/rfqs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  availableActions,
  decide,
  isExpired,
  type RfqActor,
  type RfqState,
  TERMINAL_STATUSES,
} from './rfq-machine.ts'

// docs/product.md#requests-for-quotation by hand, so that the machine is checked against the
// table, not against itself: who takes each action, from where, to where.
const BY_HAND: Record<RfqAction, { actor: RfqActor; from: RfqStatus[]; to: RfqStatus }> = {
  offer: { actor: 'staff', from: ['open', 'offered'], to: 'offered' },
  decline: { actor: 'staff', from: ['open', 'offered'], to: 'declined' },
  accept: { actor: 'customer', from: ['offered'], to: 'accepted' },
  withdraw: { actor: 'customer', from: ['open', 'offered'], to: 'withdrawn' },
}
const ACTORS: RfqActor[] = ['customer', 'staff']

/** One step of a random history: someone tries an action, or days pass and the offer may lapse. */
type Step = { kind: 'act'; action: RfqAction; actor: RfqActor; liveOffer: boolean } | { kind: 'days pass' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('act' as const),
    action: fc.constantFrom(...RFQ_ACTIONS),
    actor: fc.constantFrom(...ACTORS),
    // Whether an offer made in this step is still live by the time the buyer looks.
    liveOffer: fc.boolean(),
  }),
  fc.constant({ kind: 'days pass' as const }),
)

describe('the request for quotation machine', () => {
  test('decides every actor × action × status × offer validity as the table says, nothing more', () => {
    for (const status of RFQ_STATUSES)
      for (const offerExpired of [false, true])
        for (const action of RFQ_ACTIONS)
          for (const actor of ACTORS) {
            const rule = BY_HAND[action]
            const decision = decide({ status, offerExpired }, action, actor)
            const label = `${actor} ${action} at ${status}${offerExpired ? ' (expired offer)' : ''}`
            if (rule.actor !== actor) expect(decision, label).toEqual({ ok: false, reason: 'forbidden' })
            else if (!rule.from.includes(status))
              expect(decision, label).toEqual({ ok: false, reason: 'wrongStatus' })
            else if (action === 'accept' && offerExpired)
              expect(decision, label).toEqual({ ok: false, reason: 'offerExpired' })
            else expect(decision, label).toEqual({ ok: true, to: rule.to })
          }
  })

  test('offers each side only what it may do now', () => {
    expect(availableActions({ status: 'open', offerExpired: false }, 'customer')).toEqual(['withdraw'])
    expect(availableActions({ status: 'open', offerExpired: false }, 'staff')).toEqual(['offer', 'decline'])
    expect(availableActions({ status: 'offered', offerExpired: false }, 'customer')).toEqual([
      'accept',
      'withdraw',
    ])
    expect(availableActions({ status: 'offered', offerExpired: true }, 'customer')).toEqual(['withdraw'])
    for (const status of TERMINAL_STATUSES)
      for (const actor of ACTORS) expect(availableActions({ status, offerExpired: false }, actor)).toEqual([])
  })

  test('an offer is live through its last day by the UTC date', () => {
    expect(isExpired('2026-03-10', new Date('2026-03-10T23:59:59.999Z'))).toBe(false)
    expect(isExpired('2026-03-10', new Date('2026-03-11T00:00:00Z'))).toBe(true)
    // Already the 11th in Yerevan, still the 10th in UTC.
    expect(isExpired('2026-03-10', new Date('2026-03-10T22:00:00-04:00'))).toBe(true)
  })

  test('random histories stay on the table: terminal states absorb, accept needs a live offer', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: RfqState = { status: 'open', offerExpired: false }
        let left = false
        for (const s of steps) {
          if (s.kind === 'days pass') {
            // Time only ever makes a standing offer lapse, never revives it.
            if (state.status === 'offered') state = { ...state, offerExpired: true }
            continue
          }
          const decision = decide(state, s.action, s.actor)
          // What the side may do now is exactly what the machine lets through.
          expect(availableActions(state, s.actor).includes(s.action)).toBe(decision.ok)
          if (TERMINAL_STATUSES.includes(state.status)) expect(decision.ok).toBe(false)
          if (s.action === 'accept')
            expect(decision.ok).toBe(
              s.actor === 'customer' && state.status === 'offered' && !state.offerExpired,
            )
          if (!decision.ok) continue
          expect(BY_HAND[s.action].from).toContain(state.status)
          expect(decision.to).toBe(BY_HAND[s.action].to)
          // A new offer replaces the standing one, with its own validity.
          state = {
            status: decision.to,
            offerExpired: s.action === 'offer' ? !s.liveOffer : state.offerExpired,
          }
          if (state.status !== 'open') left = true
          // Once answered or withdrawn, a request never becomes open again.
          expect(left && state.status === 'open').toBe(false)
        }
        const open = ACTORS.flatMap((a) => availableActions(state, a))
        expect(open.length === 0).toBe(TERMINAL_STATUSES.includes(state.status))
      }),
      { numRuns: 2000 },
    )
  })
})
