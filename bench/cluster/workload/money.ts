// The operator who settles money in the mixed traffic (docs/decisions/043-escrow-ledger.md,
// 044-claims.md): now and then cancels an approved order once its payment is recorded and refunds
// what it holds, resolves the run's open claims with a partial refund, and pays a supplier part of
// what it is owed. Every refund and payout is written down: answered, or cut and so perhaps made.
import { pause } from '../verdict.ts'
import { isCut, type Ledger, recordAmount } from './ledger.ts'
import { type Queued, recordPayment } from './operators.ts'
import type { Session } from './session.ts'

/** Rounds (about a second each) that cancel a paid order, and that pay a supplier. */
const CANCEL_SHARE = 0.2
const PAYOUT_SHARE = 0.3

const today = () => new Date().toISOString().slice(0, 10)
/** Amounts travel as numbers of two decimals and are counted in whole cents. */
const cents = (amount: number) => Math.round(amount * 100)
const amount = (c: number) => Number((c / 100).toFixed(2))
const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!

/** Records a refund of `due` cents; false when it was refused. A cut one is written down as perhaps made. */
async function refund(
  operator: Session,
  ledger: Ledger,
  orderId: number,
  path: string,
  body: object,
  due: number,
) {
  const reply = await operator.json('POST', path, body)
  if (reply.status === 200 || reply.status === 201 || isCut(reply.status))
    recordAmount(ledger.refunds, orderId, due, !isCut(reply.status))
  return reply.status
}

/** An approved order, its payment recorded, cancelled by the operator, and what it holds refunded. */
async function cancelPaid(operator: Session, ledger: Ledger, mine: Set<number>) {
  const approved = await operator.json('GET', '/api/ops/orders/?status=processing&page_size=20')
  const orders =
    approved.status === 200 ? (approved.body.results as Queued[]).filter((o) => mine.has(o.id)) : []
  if (orders.length === 0) return
  const order = pick(orders)
  if (!(await recordPayment(operator, order))) return
  const cancel = await operator.json('POST', `/api/ops/orders/${order.id}/cancel/`, {
    reason: 'Mixed traffic: the supplier cannot deliver this lot.',
  })
  // Shipped meanwhile by the queue's operator (409), or cut: the refund below asks the order.
  if (cancel.status === 200) ledger.cancelledPaid++
  for (let attempt = 0; attempt < 5; attempt++) {
    const escrow = await operator.json('GET', `/api/ops/orders/${order.id}/escrow/`)
    if (escrow.status !== 200) {
      await pause(250)
      continue
    }
    const due = cents(escrow.body.refund_due)
    if (due === 0) return
    const body = { amount: amount(due), refunded_on: today(), bank_reference: `RF-${order.id}-${attempt}` }
    const status = await refund(operator, ledger, order.id, `/api/ops/orders/${order.id}/refunds/`, body, due)
    if (!isCut(status)) return
  }
}

type OpenClaim = { id: number; order_id: number; held: number }

/** The run's open claims, each resolved with a refund of part of what its order holds. */
async function resolveClaims(operator: Session, ledger: Ledger, mine: Set<number>) {
  const queue = await operator.json('GET', '/api/ops/claims/?page_size=20')
  if (queue.status !== 200) return
  for (const claim of queue.body.results as OpenClaim[]) {
    if (!mine.has(claim.order_id)) continue
    const held = cents(claim.held)
    const path = `/api/ops/orders/${claim.order_id}/claims/${claim.id}/resolve/`
    if (held === 0) {
      await operator.json('POST', path, { outcome: 'rejected', note: 'Mixed traffic: nothing was paid.' })
      continue
    }
    const part = Math.max(1, Math.floor(held * (0.1 + Math.random() * 0.4)))
    const body = {
      outcome: 'refunded',
      amount: amount(part),
      refunded_on: today(),
      bank_reference: `RC-${claim.id}`,
      note: 'Mixed traffic: part of the order refunded for the delay.',
    }
    await refund(operator, ledger, claim.order_id, path, body, part)
  }
}

type Balance = { producer: { id: number }; currency: string; owed: number }

/** A part of what one of the run's suppliers is owed, paid out. */
async function payOut(operator: Session, ledger: Ledger, suppliers: number[]) {
  const balances = await operator.json('GET', '/api/ops/payouts/balances/')
  if (balances.status !== 200) return
  const owed = (balances.body.results as Balance[]).filter(
    (b) => b.currency === 'USD' && suppliers.includes(b.producer.id) && cents(b.owed) > 0,
  )
  if (owed.length === 0) return
  const supplier = pick(owed)
  const part = Math.max(1, Math.floor(cents(supplier.owed) / 3))
  const reply = await operator.json('POST', '/api/ops/payouts/', {
    producer: supplier.producer.id,
    amount: amount(part),
    paid_on: today(),
    bank_reference: `PO-${supplier.producer.id}-${Date.now()}`,
  })
  if (reply.status === 201 || isCut(reply.status))
    recordAmount(ledger.payouts, supplier.producer.id, part, reply.status === 201)
}

/** Settles money until `running()` turns false; only the run's own orders and suppliers. */
export async function moneyLoop(
  operator: Session,
  ledger: Ledger,
  suppliers: number[],
  running: () => boolean,
) {
  while (running()) {
    const mine = new Set([...ledger.orders.values()].map((o) => o.orderId))
    if (Math.random() < CANCEL_SHARE) await cancelPaid(operator, ledger, mine)
    await resolveClaims(operator, ledger, mine)
    if (Math.random() < PAYOUT_SHARE) await payOut(operator, ledger, suppliers)
    await pause(1_000)
  }
}
