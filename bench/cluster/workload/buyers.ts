// A buyer's loop in the mixed traffic: registers and verifies, browses and searches, fills a cart
// and checks out with an Idempotency-Key, approves quotes (or cancels a few), claims on a few
// shipped orders and closes delivered ones. A checkout that was cut is sent again with the same
// key until it is answered; now and then an answered one is sent again too, and must come back
// with the same order.
import crypto from 'node:crypto'
import type { Cluster } from '../harness/cluster.ts'
import { pause } from '../verdict.ts'
import { isCut, type Ledger } from './ledger.ts'
import type { Catalogue } from './seed.ts'
import { registerBuyer } from './seed.ts'
import type { AnswerListener, Cut, Session } from './session.ts'

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!
const CHECKOUT = '/api/order/request-shipping/'
/** The last checkout's time: a client that gives up does so about when the answer would come. */
let typicalMs = 30
const NEXT_STEP: Record<string, string> = {
  pending_approval: '/api/customer/approve-shipping-cost/',
  shipped: '/api/customer/gain-order/',
  delivered: '/api/customer/complete-order/',
}

/**
 * Sends a checkout until it is answered, then sometimes once more; writes what it saw. A share of
 * first tries is cut by the client, as a phone losing its network would: given up about when
 * the answer would come (the order may be made or not), or with the answer lost on its way back
 * (it is made). The retry with the key must tell.
 */
export async function checkout(buyer: Session, ledger: Ledger, destination: number, retryShare = 0.2) {
  const draw = Math.random()
  const cut: Cut =
    draw < retryShare / 4
      ? { giveUpAfterMs: typicalMs * (0.6 + Math.random() * 0.5) }
      : draw < retryShare / 2
        ? { dropAnswer: true }
        : {}
  const key = `mix-${crypto.randomUUID()}`
  const body = { shipping_destination: destination, customer_notes: 'Mixed traffic' }
  const headers = { 'idempotency-key': key }
  for (let attempt = 0; attempt < 40; attempt++) {
    const reply = await buyer.json('POST', CHECKOUT, body, headers, attempt === 0 ? cut : {})
    if (isCut(reply.status)) {
      ledger.unresolved.add(key)
      await pause(250)
      continue
    }
    ledger.unresolved.delete(key)
    typicalMs = reply.ms
    if (reply.status !== 201 && reply.status !== 200) return reply.status
    const items = new Map<number, number>()
    for (const item of reply.body.order_items) items.set(item.product_variation.id, item.quantity)
    const seen = {
      key,
      orderId: reply.body.id as number,
      buyer: buyer.email ?? '?',
      created: reply.status === 201,
      retries: 0,
      items,
    }
    ledger.orders.set(key, seen)
    if (Math.random() < retryShare) await sendAgain(buyer, ledger, seen, body, headers)
    return reply.status
  }
  return 0
}

async function sendAgain(
  buyer: Session,
  ledger: Ledger,
  seen: Ledger['orders'] extends Map<string, infer T> ? T : never,
  body: object,
  headers: Record<string, string>,
) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const again = await buyer.json('POST', CHECKOUT, body, headers)
    if (isCut(again.status)) {
      await pause(250)
      continue
    }
    seen.retries++
    if (again.status !== 200 || again.body?.id !== seen.orderId)
      ledger.keyMismatches.push(`${seen.key}: ${seen.orderId}, then ${again.status} ${again.body?.id}`)
    return
  }
}

/** A share of quotes the buyer turns down by cancelling the order, which gives its stock back. */
const CANCEL_SHARE = 0.15
/**
 * A share of shipped or delivered orders the buyer opens a claim on (once an order), which holds
 * its money until an operator resolves it (money.ts); a buyer opens at most a few, below the
 * daily limit. A buyer sees few of its orders shipped before the next buyer takes over, hence
 * the share.
 */
const CLAIM_SHARE = 0.3
const CLAIMS_PER_BUYER = 3
const claimed = new Set<number>()

async function openClaim(buyer: Session, ledger: Ledger, orderId: number) {
  claimed.add(orderId)
  const reply = await buyer.json('POST', `/api/orders/${orderId}/claims/`, {
    reason: 'late',
    remedy: 'partial_refund',
    description: 'Mixed traffic: the goods came a week after the promised day.',
  })
  if (reply.status === 201) ledger.claimsOpened++
}

/** Moves each of the buyer's orders that waits for them one step on, or out, or claims on it. */
async function advanceOrders(buyer: Session, ledger: Ledger) {
  const list = await buyer.json('GET', '/api/orders/list/?page_size=50')
  if (list.status !== 200) return
  const orders = list.body.results as { id: number; status: string }[]
  let claims = orders.filter((o) => claimed.has(o.id)).length
  for (const order of orders) {
    if (order.status === 'pending_approval' && Math.random() < CANCEL_SHARE) {
      await buyer.json('POST', `/api/orders/${order.id}/cancel/`, {
        reason: 'Mixed traffic: changed my mind',
      })
      continue
    }
    const claimable = order.status === 'shipped' || order.status === 'delivered'
    if (claimable && !claimed.has(order.id) && claims < CLAIMS_PER_BUYER && Math.random() < CLAIM_SHARE) {
      await openClaim(buyer, ledger, order.id)
      claims++
      continue
    }
    const step = NEXT_STEP[order.status]
    if (step) await buyer.json('POST', `${step}${order.id}/`)
  }
}

async function browse(buyer: Session, catalogue: Catalogue, round: number) {
  await buyer.json('GET', `/api/products/list/?page=${1 + (round % 2)}&page_size=6`)
  await buyer.json('GET', `/api/products/${pick(catalogue.products).id}/`)
  await buyer.json('GET', `/api/products/list/?search=saffron+lot+${1 + (round % 9)}`)
  if (round % 4 === 0) await buyer.json('GET', '/en/products')
}

export type BuyerOptions = { running: () => boolean; listener?: AnswerListener; rounds?: number }

/** One buyer after another (a new one every dozen rounds) until `running()` turns false. */
export async function buyerLoop(
  cluster: Cluster,
  catalogue: Catalogue,
  ledger: Ledger,
  id: string,
  { running, listener }: BuyerOptions,
) {
  for (let generation = 0; running(); generation++) {
    let buyer: Session
    try {
      buyer = await registerBuyer(cluster, `${id}-${generation}`, listener)
      ledger.buyers.add(buyer.email!)
    } catch {
      // A registration cut by a dying instance: the next buyer tries.
      await pause(250)
      continue
    }
    for (let round = 0; round < 12 && running(); round++) {
      await browse(buyer, catalogue, round)
      const product = pick(catalogue.products)
      const lines = Math.random() < 0.5 ? 1 : 2
      for (const variation of product.variations.slice(0, lines))
        await buyer.json('POST', '/api/customer/cart/create/', {
          product_variation: variation.id,
          quantity: 1 + Math.floor(Math.random() * 3),
        })
      await checkout(buyer, ledger, pick(catalogue.destinations))
      await advanceOrders(buyer, ledger)
    }
  }
}
