// What the clients of the mixed traffic saw, written down as they saw it, so that the invariants
// can hold the database and the mailbox to it afterwards.

export type SeenOrder = {
  key: string
  orderId: number
  buyer: string
  /** The first answer was a 201 (not a replay found after a cut). */
  created: boolean
  /** Checkouts sent again with the same key, and whether each came back with this order. */
  retries: number
  /** Units per variation, as the checkout's answer listed them. */
  items: Map<number, number>
}

export type Ledger = {
  orders: Map<string, SeenOrder>
  /** Keys of checkouts cut and never answered: their order may or may not exist. */
  unresolved: Set<string>
  /** A retry with a key answered with another order than the first answer. */
  keyMismatches: string[]
  /** Stock edits per variation: done for sure, and cut ones that may or may not have been done. */
  edits: Map<number, { sure: number; maybe: number[] }>
  /** Answers per `route status`, e.g. `POST /api/order/request-shipping/ 201`. */
  statuses: Map<string, number>
  /** The buyers' email addresses: their orders are this ledger's to judge. */
  buyers: Set<string>
}

export function newLedger(): Ledger {
  return {
    orders: new Map(),
    unresolved: new Set(),
    keyMismatches: [],
    edits: new Map(),
    statuses: new Map(),
    buyers: new Set(),
  }
}

export function countStatus(ledger: Ledger, route: string, status: number) {
  const key = `${route} ${status}`
  ledger.statuses.set(key, (ledger.statuses.get(key) ?? 0) + 1)
}

export function recordEdit(ledger: Ledger, variation: number, delta: number, sure: boolean) {
  const edits = ledger.edits.get(variation) ?? { sure: 0, maybe: [] }
  if (sure) edits.sure += delta
  else edits.maybe.push(delta)
  ledger.edits.set(variation, edits)
}

/** Answers a client may see while an instance dies under it: cut, or the balancer's 502/503. */
export const isCut = (status: number) => status === 0 || status === 502 || status === 503
