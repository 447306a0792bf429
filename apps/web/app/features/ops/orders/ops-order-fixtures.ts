import type { Claim } from '@caravanserai/contracts/claims'
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { anOrder } from '../../../testing/factories.ts'

// Answers shaped as the operator's contracts say, for the order page's component tests. Files
// (documents, transfer confirmations) carry their API addresses, so the tests write them.

/** An order as the console reads it: the buyer's order, who the buyer is, history and notes. */
export function anOpsOrder(fields: Partial<OpsOrder> = {}): OpsOrder {
  return {
    // A dollar order's settlement amounts follow its dollar ones.
    ...anOrder(fields),
    buyer: { id: 9, email: 'ani@ararat-foods.am', name: 'Ani Hakobyan', phone_number: '+37410000001' },
    company: { id: 9, legal_name: 'Ararat Foods LLC' },
    unread_messages: 0,
    history: [],
    notes: [],
    ...fields,
  }
}

/** The payment of an order approved and not yet paid: nothing received, nothing sent. */
export function anOrderPayment(fields: Partial<OrderPayment> = {}): OrderPayment {
  return {
    state: 'unpaid',
    currency: 'USD',
    amount_paid: 0,
    amount_due: 685.5,
    instructions: null,
    proofs: [],
    payments: [],
    can_send_proof: false,
    ...fields,
  }
}

/** The escrow of an order paid in full and not yet delivered: all of it held. */
export function anOrderEscrow(fields: Partial<OrderEscrow> = {}): OrderEscrow {
  return {
    currency: 'USD',
    received: 685.5,
    held: 685.5,
    released: 0,
    refunded: 0,
    refund_due: 0,
    release_on: null,
    claim_open: false,
    refunds: [],
    ...fields,
  }
}

/** An open claim on order 77, opened on 1 December 2026 at 10:00 UTC and not yet answered. */
export function aClaim(id: number, fields: Partial<Claim> = {}): Claim {
  return {
    id,
    order_id: 77,
    order_number: 'CS-2026-0077',
    state: 'open',
    reason: 'damaged',
    remedy: 'partial_refund',
    description: 'Four jars arrived broken.',
    lines: [{ item: 5, name: 'Apricot jam', variation: '350 g jar', quantity: 4, ordered: 40 }],
    files: [
      {
        id: 61,
        name: 'broken-jars.jpg',
        content_type: 'image/jpeg',
        size: 120_000,
        download_url: '/api/ops/orders/77/files/61/',
      },
    ],
    opened_at: '2026-12-01T10:00:00Z',
    first_answered_at: null,
    resolved_at: null,
    resolution_note: null,
    refund_id: null,
    replacement_order: null,
    ...fields,
  }
}
