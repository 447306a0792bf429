import { roleCan } from '@caravanserai/contracts/company-roles'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { attachmentJson } from '../files/private-files.ts'
import type { TransferInstructions } from '../orders/order-emails.ts'
import { SETTLED_TOTAL } from '../orders/settlement.ts'
import { proofRefusal } from './payment-state.ts'

type Read = Omit<OrderPayment, 'can_send_proof'> & {
  status: Parameters<typeof proofRefusal>[0]['status']
  paid_cents: number
  total_cents: number
  waiting: number
}

/**
 * The payment part of an order for a buyer of its company (another company's is null) or for
 * staff (null); only a role that pays may send a confirmation:
 * the state and amounts, the bank details of the proforma invoice once the quote is approved
 * (and never on a cancelled order, which takes no payment), the confirmations sent with their answers, and the money recorded.
 */
export async function getOrderPayment(
  db: Db,
  orderId: number,
  buyer: Buyer | null,
): Promise<OrderPayment | null> {
  const base = buyer === null ? sql`'/api/ops/orders/'` : sql`'/api/orders/'`
  const owner = buyer === null ? sql`` : sql`and ${ownedBy(buyer, sql`o.company_id`, 'view')}`
  const [row] = await queryRows<Read>(
    db,
    sql`select o.status, o.payment_state as state, o.settlement_currency as currency,
        o.amount_paid::float8 as amount_paid, (${SETTLED_TOTAL} - o.amount_paid)::float8 as amount_due,
        (o.amount_paid * 100)::float8 as paid_cents, (${SETTLED_TOTAL} * 100)::float8 as total_cents,
        (select count(*)::int from payment_proofs p where p.order_id = o.id and p.state = 'pending') as waiting,
        case when o.status not in ('pending_shipping', 'pending_approval', 'cancelled') then
          (select d.content->'payment' from order_documents d
            where d.order_id = o.id and d.kind = 'proforma_invoice' and d.superseded_at is null) end as instructions,
        (select coalesce(json_agg(json_build_object('id', p.id, 'state', p.state,
            'created_at', p.created_at, 'rejection_reason', p.rejection_reason,
            'file', ${attachmentJson('f', base)}) order by p.id), '[]')
          from payment_proofs p join stored_files f on f.id = p.file_id where p.order_id = o.id) as proofs,
        (select coalesce(json_agg(json_build_object('id', m.id, 'amount', m.amount::float8,
            'received_on', m.received_on, 'created_at', m.created_at) order by m.id), '[]')
          from payments m where m.order_id = o.id) as payments
      from orders o where o.id = ${orderId} ${owner}`,
  )
  if (!row) return null
  const { status, paid_cents, total_cents, waiting, ...payment } = row
  const ledger = { status, paidCents: paid_cents, totalCents: total_cents, waitingProofs: waiting }
  return {
    ...payment,
    instructions: payment.instructions ?? null,
    can_send_proof: buyer !== null && roleCan(buyer.role, 'pay') && proofRefusal(ledger) === null,
  }
}

/**
 * How to pay the order `orderId`, from its standing proforma invoice (the account and reference it gives)
 * and what is still due; null before it has one. The emails that ask for payment read it here.
 */
export async function readTransfer(db: Db, orderId: number): Promise<TransferInstructions | null> {
  const [row] = await queryRows<TransferInstructions>(
    db,
    sql`select d.number as proforma, d.content->'payment' as account, o.settlement_currency as currency,
        (${SETTLED_TOTAL} - o.amount_paid)::text as amount
      from orders o join order_documents d on d.order_id = o.id and d.kind = 'proforma_invoice'
        and d.superseded_at is null
      where o.id = ${orderId}`,
  )
  return row?.account ? row : null
}
