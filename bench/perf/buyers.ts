// Buyers who order while visitors browse: each signs in through the API, puts a product in the
// cart, checks out and cancels, over and over. Every checkout takes stock and every cancellation
// gives it back, so the benchmark database is left as it was but for the orders' rows and the
// products' popularity (docs/decisions/050-caches-that-survive-orders.md).
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../apps/api/src/db/client.ts'
import { hashPassword } from '../../apps/api/src/modules/accounts/password-hash.ts'
import { createCompany } from '../../apps/api/src/modules/companies/company-queries.ts'
import { METRICS_TOKEN } from './processes.ts'
import { API_HEADERS } from './workload.ts'

const PASSWORD = 'Bench-Buyer-Saffron-2026'
const emailOf = (n: number) => `bench-buyer-${n}@bench.caravanserai.example`

/** What buyers need: accounts that sign in, a destination, and variations in stock to buy. */
export type Shop = { emails: string[]; destination: number; variations: number[] }

/**
 * `buyers` accounts (made once per database, verified), an active destination, and a variation
 * in stock of each of `productIds`, the products the measured pages show.
 */
export async function readyShop(database: Database, buyers: number, productIds: number[]): Promise<Shop> {
  const hash = await hashPassword(PASSWORD)
  const emails = Array.from({ length: buyers }, (_, i) => emailOf(i + 1))
  for (const email of emails) {
    const [made] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (email, password_hash, first_name, last_name, is_verified)
        select ${email}, ${hash}, 'Bench', 'Buyer', true
        where not exists (select 1 from users where lower(email) = ${email}) returning id`,
    )
    // A buyer buys for a company of their own, as registration makes.
    if (made) await createCompany(database.db, made.id, {}, new Date())
  }
  const [destination] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from destinations where is_active order by id limit 1`,
  )
  if (!destination) throw new Error('the benchmark database has no active destination')
  const variations = await queryRows<{ id: number }>(
    database.db,
    sql`select distinct on (product_id) id from product_variations
      where product_id = any(${`{${productIds.join(',')}}`}::int[]) and stock >= 100 and minimum_order_quantity = 1
      order by product_id, position, id`,
  )
  return { emails, destination: destination.id, variations: variations.map((v) => v.id) }
}

/** The products the first `pages` catalogue pages show, as visitors see them. */
export async function shownProducts(url: string, pages: number): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; page <= pages; page++) {
    const listing = await call(url, 'GET', `/api/products/list/?page=${page}`, null)
    for (const card of listing.body?.results ?? []) ids.push(card.id)
  }
  return ids
}

/** The page cache's hits and misses so far, from the product's /metrics. */
export async function pageLookups(url: string): Promise<{ hits: number; misses: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text()
  const count = (result: string) =>
    Number(
      new RegExp(`^caravanserai_cache_lookups_total\\{cache="page",result="${result}"\\} (\\d+)`, 'm').exec(
        text,
      )?.[1] ?? Number.NaN,
    )
  return { hits: count('hit'), misses: count('miss') }
}

async function call(url: string, method: string, path: string, token: string | null, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...API_HEADERS,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json().catch(() => null) }
}

export type Buying = { stop: () => Promise<{ orders: number; failed: number; seconds: number }> }

/**
 * The shop's buyers ordering against `url` until stopped, each waiting `pauseMs` after each
 * cancellation. Reports how many orders were placed (each also cancelled) and how many steps failed.
 */
export async function startBuying(url: string, shop: Shop, pauseMs: number): Promise<Buying> {
  let running = true
  let orders = 0
  let failed = 0
  const started = Date.now()
  const tokens: string[] = []
  for (const email of shop.emails) {
    const signedIn = await call(url, 'POST', '/api/accounts/token/', null, { email, password: PASSWORD })
    if (signedIn.status !== 200) throw new Error(`bench buyer sign-in: ${signedIn.status}`)
    tokens.push(signedIn.body.access)
  }
  const buyer = async (token: string) => {
    while (running) {
      const variation = shop.variations[Math.floor(Math.random() * shop.variations.length)]
      const added = await call(url, 'POST', '/api/customer/cart/create/', token, {
        product_variation: variation,
        quantity: 1,
      })
      const placed =
        added.status === 201
          ? await call(url, 'POST', '/api/order/request-shipping/', token, {
              shipping_destination: shop.destination,
            })
          : added
      if (placed.status === 201) {
        orders++
        const cancelled = await call(url, 'POST', `/api/orders/${placed.body.id}/cancel/`, token, {
          reason: 'Benchmark buyer',
        })
        if (cancelled.status !== 200) failed++
      } else failed++
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  }
  const loops = tokens.map(buyer)
  return {
    stop: async () => {
      running = false
      await Promise.all(loops)
      return { orders, failed, seconds: (Date.now() - started) / 1000 }
    },
  }
}
