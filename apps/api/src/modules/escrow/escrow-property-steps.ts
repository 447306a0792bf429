// The steps escrow.property.test.ts draws from: each moves money or an order
// (docs/decisions/043-escrow-ledger.md, 044-claims.md) through the API as a buyer or an operator would.

export type Sent = { method: 'POST'; path: string; body?: object; as: 'buyer' | 'staff' }

/** The amounts a step may name: a partial payment, an odd one, the order's total, more than it. */
export const AMOUNTS = [10, 45.55, 150, 200]

/** How many days after delivery the release sweep runs: inside the 14-day window, on its last day, past it. */
export const SWEEP_DAYS = [1, 14, 15, 30]

export const STEPS = {
  quote: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/quote/`,
    body: { shipping_price: 30 },
    as: 'staff',
  }),
  approve: (id: number): Sent => ({
    method: 'POST',
    path: `/customer/approve-shipping-cost/${id}/`,
    as: 'buyer',
  }),
  pay: (id: number, amount: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/payments/`,
    body: { amount, received_on: '2026-05-01' },
    as: 'staff',
  }),
  ship: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/ship/`,
    body: { tracking_number: 'UL-P', payment_override: 'Balance by letter of credit' },
    as: 'staff',
  }),
  receive: (id: number): Sent => ({ method: 'POST', path: `/customer/gain-order/${id}/`, as: 'buyer' }),
  complete: (id: number): Sent => ({ method: 'POST', path: `/customer/complete-order/${id}/`, as: 'buyer' }),
  buyerCancel: (id: number): Sent => ({
    method: 'POST',
    path: `/orders/${id}/cancel/`,
    body: {},
    as: 'buyer',
  }),
  staffCancel: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/cancel/`,
    body: { reason: 'The supplier cannot deliver.' },
    as: 'staff',
  }),
  claim: (id: number): Sent => ({
    method: 'POST',
    path: `/orders/${id}/claims/`,
    body: { reason: 'not_received', remedy: 'refund', description: 'Nothing arrived.' },
    as: 'buyer',
  }),
  refund: (id: number, amount: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/refunds/`,
    body: { amount, refunded_on: '2026-05-02', bank_reference: 'RF' },
    as: 'staff',
  }),
}
export type StepName = keyof typeof STEPS | 'resolveRefund' | 'resolveReject' | 'release' | 'payout'
export const NAMES: StepName[] = [
  ...(Object.keys(STEPS) as (keyof typeof STEPS)[]),
  'resolveRefund',
  'resolveReject',
  'release',
  'payout',
]

/**
 * A step that moves an order at `status` on, so that random runs reach delivery, claims, the
 * window and the release often rather than by a long chance: `pick` chooses among the ways on
 * (a claim or its resolution beside receiving and completing, the sweep beside completing), a
 * payment before shipping, a refund once cancelled, a payout once completed.
 */
export function nextStep(
  order: { status: string; received: bigint; claimOpen: boolean },
  pick: number,
): StepName {
  const ways: Record<string, StepName[]> = {
    pending_shipping: ['quote'],
    pending_approval: ['approve'],
    processing: [order.received > 0n ? 'ship' : 'pay'],
    shipped: order.claimOpen ? ['resolveRefund', 'receive'] : ['receive', 'claim'],
    delivered: order.claimOpen
      ? ['resolveRefund', 'release', 'resolveReject']
      : ['complete', 'claim', 'release'],
    completed: ['payout', 'release'],
    cancelled: ['refund'],
  }
  const choices = ways[order.status] ?? ['payout']
  return choices[pick % choices.length]!
}
