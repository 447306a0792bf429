/** The checkout summary names the first 3 items, then 'and N more'. */
export const CHECKOUT_SUMMARY_ITEMS = 3

export function summaryLines<T>(items: readonly T[], shown = CHECKOUT_SUMMARY_ITEMS) {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) }
}

type CartLine = { id: number; quantity: number; product_variation: { id: number } }

/** What one submission attempt is about: this buyer's cart as it stands (lines and quantities). */
export function cartFingerprint(userId: number, items: readonly CartLine[]): string {
  const lines = [...items]
    .sort((a, b) => a.id - b.id)
    .map((line) => `${line.id}.${line.product_variation.id}.${line.quantity}`)
  return `${userId}:${lines.join(',')}`
}

export type CheckoutKey = { cart: string; key: string }

/**
 * The Idempotency-Key of a checkout (docs/decisions/006): one per cart and choices, so a double
 * click, a retry after a lost answer or a second tab with the same cart and choices gets the
 * order the first attempt made back instead of a second one. A changed cart (or the next one:
 * ordered lines leave the cart, new ones get new ids) or other choices get a new key; the API
 * refuses a key reused for another request (422), and a second tab that chose otherwise finds
 * the cart already ordered.
 */
export function checkoutKey(cart: string, stored: CheckoutKey | null, fresh: () => string): CheckoutKey {
  return stored?.cart === cart ? stored : { cart, key: fresh() }
}

/** 128 random bits in hex; getRandomValues works on plain-HTTP origins too, unlike randomUUID. */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  const bytes = random(new Uint8Array(16))
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const STORAGE_KEY = 'caravanserai:checkout-key'

function isCheckoutKey(value: unknown): value is CheckoutKey {
  const record = value as Partial<CheckoutKey> | null
  return typeof record?.cart === 'string' && typeof record.key === 'string'
}

/**
 * The key for `cart`: the one this browser keeps for it (its tabs share it), else the one this
 * form remembers from its last attempt, else a new one; kept for the next attempt.
 */
export function checkoutKeyFor(cart: string, remembered: CheckoutKey | null): CheckoutKey {
  let shared: CheckoutKey | null = null
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')
    if (isCheckoutKey(parsed)) shared = parsed
  } catch {
    // Unreadable or blocked storage: the form's own memory still covers its retries.
  }
  const known = [shared, remembered].find((candidate) => candidate?.cart === cart) ?? null
  const next = checkoutKey(cart, known, () => newIdempotencyKey())
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // As above: the form remembers the key.
  }
  return next
}
