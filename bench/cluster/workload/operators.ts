// The operators' loops in the mixed traffic: one works the order queue (quotes shipping for new
// orders, records approved ones' payments and ships them), one edits stock the way the console's form does, over the stock it
// read, and writes every edit down: done, or cut and so perhaps done.

import { pause } from '../verdict.ts'
import { isCut, type Ledger, recordEdit } from './ledger.ts'
import type { Catalogue } from './seed.ts'
import type { Session } from './session.ts'

export type Queued = { id: number; payment_state: string; amount_due: number }

/** Records that an approved order's money arrived, as an operator does from the bank statement. */
export async function recordPayment(operator: Session, order: Queued): Promise<boolean> {
  if (order.payment_state === 'paid') return true
  const paid = await operator.json('POST', `/api/ops/orders/${order.id}/payments/`, {
    amount: order.amount_due,
    received_on: new Date().toISOString().slice(0, 10),
  })
  // 409 alreadyPaid: an earlier try whose answer was cut had recorded it.
  return paid.status === 201 || paid.body?.code === 'payments.alreadyPaid'
}

/**
 * Quotes and ships whatever waits (recording each approved order's payment first), pausing a
 * moment when nothing does.
 */
export async function queueLoop(operator: Session, running: () => boolean) {
  for (let round = 0; running(); round++) {
    const fresh = await operator.json('GET', '/api/ops/orders/?status=pending_shipping&page_size=20')
    const approved = await operator.json('GET', '/api/ops/orders/?status=processing&page_size=20')
    const quote = fresh.status === 200 ? (fresh.body.results as Queued[]) : []
    const ship = approved.status === 200 ? (approved.body.results as Queued[]) : []
    for (const order of quote)
      await operator.json('POST', `/api/ops/orders/${order.id}/quote/`, { shipping_price: 25.5 })
    for (const order of ship) {
      if (!(await recordPayment(operator, order))) continue
      await operator.json('POST', `/api/ops/orders/${order.id}/ship/`, {
        tracking_number: `TRK-${order.id}-${round}`,
      })
    }
    if (quote.length + ship.length === 0) await pause(200)
  }
}

type Variation = { id: number; name: string; price: number; stock: number; minimum_order_quantity: number }

/** Adds a few units to one variation of a random product, over the stock just read. */
export async function stockLoop(
  operator: Session,
  catalogue: Catalogue,
  ledger: Ledger,
  running: () => boolean,
) {
  while (running()) {
    const product = catalogue.products[Math.floor(Math.random() * catalogue.products.length)]!
    const read = await operator.json('GET', `/api/products/${product.id}/`)
    if (read.status !== 200) {
      await pause(250)
      continue
    }
    const variations = read.body.product_variations as Variation[]
    const target = variations[Math.floor(Math.random() * variations.length)]!
    const delta = 1 + Math.floor(Math.random() * 20)
    const edit = await operator.json('PATCH', `/api/products/${product.id}/update/`, {
      variations: variations.map((v) => ({
        id: v.id,
        name: { en: v.name },
        price: v.price,
        stock: v === target ? v.stock + delta : v.stock,
        stock_read: v.stock,
        minimum_order_quantity: v.minimum_order_quantity,
      })),
    })
    if (edit.status === 200) recordEdit(ledger, target.id, delta, true)
    else if (isCut(edit.status)) recordEdit(ledger, target.id, delta, false)
    await pause(100)
  }
}
