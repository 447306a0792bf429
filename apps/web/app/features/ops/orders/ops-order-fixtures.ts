import type { OpsOrder } from '@caravanserai/contracts/orders'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { anOrder } from '../../../testing/factories.ts'

// Answers shaped as the operator's contracts say, for the order page's component tests. Files
// (documents, transfer confirmations) carry their API addresses, so the tests write them.

/** An order as the console reads it: the buyer's order, who the buyer is, history and notes. */
export function anOpsOrder(fields: Partial<OpsOrder> = {}): OpsOrder {
  return {
    ...anOrder(),
    buyer: { id: 9, email: 'ani@ararat-foods.am', name: 'Ani Hakobyan', phone_number: '+37410000001' },
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
    amount_paid: 0,
    amount_due: 685.5,
    instructions: null,
    proofs: [],
    payments: [],
    can_send_proof: false,
    ...fields,
  }
}
