import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type Ledger, paymentRefusal, proofRefusal, stateOf } from './payment-state.ts'

const ledger = (fields: Partial<Ledger> = {}): Ledger => ({
  status: 'processing',
  paidCents: 0,
  totalCents: 100_00,
  waitingProofs: 0,
  ...fields,
})

describe('the payment state', () => {
  test('is paid at the total, proof_sent while a confirmation waits, else partly paid or unpaid', () => {
    expect(stateOf(ledger())).toBe('unpaid')
    expect(stateOf(ledger({ waitingProofs: 1 }))).toBe('proof_sent')
    expect(stateOf(ledger({ paidCents: 40_00 }))).toBe('partially_paid')
    expect(stateOf(ledger({ paidCents: 40_00, waitingProofs: 2 }))).toBe('proof_sent')
    expect(stateOf(ledger({ paidCents: 100_00, waitingProofs: 1 }))).toBe('paid')
  })

  test('a confirmation is due from the approval on, until the order is paid, never once cancelled', () => {
    for (const status of ORDER_STATUSES) {
      const expected = ['pending_shipping', 'pending_approval', 'cancelled'].includes(status)
        ? 'payments.notDue'
        : null
      expect(proofRefusal(ledger({ status })), status).toBe(expected)
    }
    expect(proofRefusal(ledger({ paidCents: 100_00 }))).toBe('payments.alreadyPaid')
  })

  test('money recorded never takes the paid amount past the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 1, max: 10_000_00 }),
        (totalCents, paid, cents) => {
          const paidCents = Math.min(paid, totalCents)
          const refusal = paymentRefusal(ledger({ totalCents, paidCents }), cents)
          if (paidCents === totalCents) expect(refusal).toBe('payments.alreadyPaid')
          else if (paidCents + cents > totalCents) expect(refusal).toBe('payments.moreThanDue')
          else {
            expect(refusal).toBeNull()
            const after = stateOf({ totalCents, paidCents: paidCents + cents, waitingProofs: 0 })
            expect(after).toBe(paidCents + cents === totalCents ? 'paid' : 'partially_paid')
          }
        },
      ),
    )
  })
})
