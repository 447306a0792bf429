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
  edits: Map<number, Amounts>
  /** Answers per `route status`, e.g. `POST /api/order/request-shipping/ 201`. */
  statuses: Map<string, number>
  /** The buyers' email addresses: their orders are this ledger's to judge. */
  buyers: Set<string>
  /** Refunds recorded per order and payouts per supplier, in cents: answered, or cut and so perhaps made. */
  refunds: Map<number, Amounts>
  payouts: Map<number, Amounts>
  /** Paid orders an operator cancelled, and claims a buyer opened (answered 201). */
  cancelledPaid: number
  claimsOpened: number
}

/** Amounts in cents: made for sure, and cut ones that may or may not have been. */
export type Amounts = { sure: number; maybe: number[] }

export function newLedger(): Ledger {
  return {
    orders: new Map(),
    unresolved: new Set(),
    keyMismatches: [],
    edits: new Map(),
    statuses: new Map(),
    buyers: new Set(),
    refunds: new Map(),
    payouts: new Map(),
    cancelledPaid: 0,
    claimsOpened: 0,
  }
}

export function countStatus(ledger: Ledger, route: string, status: number) {
  const key = `${route} ${status}`
  ledger.statuses.set(key, (ledger.statuses.get(key) ?? 0) + 1)
}

export function recordEdit(ledger: Ledger, variation: number, delta: number, sure: boolean) {
  recordAmount(ledger.edits, variation, delta, sure)
}

/** Adds `amount` to `key`'s sure total, or to its maybes when the request was cut. */
export function recordAmount(amounts: Map<number, Amounts>, key: number, amount: number, sure: boolean) {
  const entry = amounts.get(key) ?? { sure: 0, maybe: [] }
  if (sure) entry.sure += amount
  else entry.maybe.push(amount)
  amounts.set(key, entry)
}

/** Answers a client may see while an instance dies under it: cut, or the balancer's 502/503. */
export const isCut = (status: number) => status === 0 || status === 502 || status === 503

/**
 * Whether the cut amounts (`maybe`) can make up `missing` when some of them were done. Past 16
 * cut amounts on one key the search is too long: those keys are counted as not judged.
 */
export function someSubset(maybe: number[], missing: number): boolean {
  if (maybe.length > 16) return true
  for (let mask = 0; mask < 1 << maybe.length; mask++) {
    if (maybe.reduce((sum, d, i) => (mask & (1 << i) ? sum + d : sum), 0) === missing) return true
  }
  return false
}

/** Whether `total` is what was made for sure plus some of the cut amounts. */
export const madeOf = (seen: Amounts | undefined, total: number) =>
  someSubset(seen?.maybe ?? [], total - (seen?.sure ?? 0))
