// After the mixed traffic: the database and the mailbox held to what the clients saw. Orders seen
// exist once and nothing else does, a key gives one order, stock adds up (a cancelled order's
// given back once), every order's history is a whole walk of the lifecycle (or of part of it, then
// out), the escrow ledger balances (escrow-invariant.ts), refunds and payouts are the ones made
// and within bounds (money-invariants.ts), every email went out exactly once (email-invariant.ts).
import pg from 'pg'
import type { Cluster } from '../harness/cluster.ts'
import type { Verdict } from '../verdict.ts'
import { emailsSentOnce } from './email-invariant.ts'
import { ledgerBalances } from './escrow-invariant.ts'
import { type Ledger, someSubset } from './ledger.ts'
import { refundsWithinReceived, suppliersOwed } from './money-invariants.ts'
import type { Catalogue } from './seed.ts'
import type { Session } from './session.ts'

const LIFECYCLE = ['pending_shipping', 'pending_approval', 'processing', 'shipped', 'delivered', 'completed']
const STAMPS = [null, 'quoted_at', 'approved_at', 'shipped_at', 'delivered_at', 'completed_at']

export async function checkInvariants(
  cluster: Cluster,
  catalogue: Catalogue,
  ledger: Ledger,
  operator: Session,
): Promise<Verdict[]> {
  const db = new pg.Client({ connectionString: cluster.postgres.url })
  await db.connect()
  try {
    // Only this run's buyers: other scenarios on the same cluster keep their own books.
    const orders = (
      await db.query(
        `select o.id, o.idempotency_key key, o.status from orders o join users u on u.id = o.user_id
        where u.email = any($1)`,
        [[...ledger.buyers]],
      )
    ).rows
    const byKey = new Map<string, { id: number }[]>()
    for (const o of orders) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o])
    const seen = [...ledger.orders.values()]
    const wrong = seen.filter((s) => byKey.get(s.key)?.length !== 1 || byKey.get(s.key)![0]!.id !== s.orderId)
    const strays = orders.filter((o) => !ledger.orders.has(o.key) && !ledger.unresolved.has(o.key))
    const items = (await db.query(`select order_id, product_variation_id v, quantity from order_items`)).rows
    const itemsOf = new Map<number, Map<number, number>>()
    for (const i of items)
      itemsOf.set(i.order_id, (itemsOf.get(i.order_id) ?? new Map()).set(i.v, i.quantity))
    const itemDiffs = seen.filter((s) => {
      const stored = itemsOf.get(s.orderId) ?? new Map()
      return stored.size !== s.items.size || [...s.items].some(([v, q]) => stored.get(v) !== q)
    })

    // Units held by orders: a cancelled order's lines were given back to stock.
    const stock = (
      await db.query(`select v.id, v.stock,
          coalesce(sum(i.quantity) filter (where o.status <> 'cancelled'), 0)::int ordered,
          count(o.id) filter (where o.status = 'cancelled')::int cancelled
        from product_variations v
        left join order_items i on i.product_variation_id = v.id left join orders o on o.id = i.order_id
        group by v.id`)
    ).rows
    const initial = new Map(catalogue.products.flatMap((p) => p.variations.map((v) => [v.id, v.stock])))
    const offStock = stock.filter((row) => {
      if (!initial.has(row.id)) return false
      const edits = ledger.edits.get(row.id) ?? { sure: 0, maybe: [] }
      const missing = row.stock + row.ordered - (initial.get(row.id) ?? 0) - edits.sure
      return !someSubset(edits.maybe, missing)
    })

    const walks = (
      await db.query(`select o.id, o.status::text, array_agg(h.from_status::text order by h.id) froms,
        array_agg(h.to_status::text order by h.id) tos,
        array[o.quoted_at, o.approved_at, o.shipped_at, o.delivered_at, o.completed_at] stamps,
        o.cancelled_at is not null as stamped_out
      from orders o left join order_history h on h.order_id = o.id group by o.id`)
    ).rows
    const mine = new Set(orders.map((o) => o.id))
    const broken = walks.filter((w) => {
      if (!mine.has(w.id)) return false
      // A cancelled order walked part of the lifecycle, then out.
      const out = w.status === 'cancelled'
      const walked = out ? w.tos.slice(0, -1) : w.tos
      const reached = out ? walked.length - 1 : LIFECYCLE.indexOf(w.status)
      const path = LIFECYCLE.slice(0, reached + 1)
      const chain =
        walked.join() === path.join() &&
        w.froms.join() === [null, ...path.slice(0, out ? undefined : -1)].join() &&
        (!out || w.tos.at(-1) === 'cancelled')
      const stamped = STAMPS.every((s, i) => s === null || (w.stamps[i - 1] !== null) === i <= reached)
      return !chain || !stamped || w.stamped_out !== out
    })
    const cancelled = orders.filter((o) => o.status === 'cancelled').length
    const touched = stock.filter((row) => row.cancelled > 0 && initial.has(row.id))
    const offCancelled = touched.filter((row) => offStock.includes(row))
    const byStatus = new Map<string, number>()
    for (const o of orders) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)

    const retried = seen.filter((s) => s.retries > 0).length
    return [
      {
        invariant: 'every order a client was answered for exists exactly once',
        held: wrong.length === 0 && itemDiffs.length === 0,
        detail: `${seen.length} orders seen (${seen.filter((s) => !s.created).length} found by a retry after a cut); ${wrong.length} missing or twice, ${itemDiffs.length} with other items`,
      },
      {
        invariant: 'a checkout sent again with its key returns the same order',
        held: ledger.keyMismatches.length === 0,
        detail: `${retried} sent again, ${ledger.keyMismatches.length} other answers ${ledger.keyMismatches.slice(0, 2).join('; ')}`,
      },
      {
        invariant: 'no order that no client asked for',
        held: strays.length === 0,
        detail: `${orders.length} in the database, ${strays.length} unknown, ${ledger.unresolved.size} checkouts never answered`,
      },
      {
        invariant: 'stock + units ordered = initial stock + stock edits, for every variation',
        held: offStock.length === 0,
        detail: `${initial.size} variations (${[...ledger.edits.values()].filter((e) => e.maybe.length > 16).length} not judged: too many cut edits), ${offStock.length} off ${offStock
          .slice(0, 2)
          .map((r) => JSON.stringify(r))
          .join(' ')}`,
      },
      {
        invariant: 'every cancelled order gave its stock back exactly once',
        held: offCancelled.length === 0,
        detail: `${cancelled} orders cancelled, touching ${touched.length} variations; ${offCancelled.length} of them off`,
      },
      {
        invariant: 'every order is a whole walk of the lifecycle (history, status and dates agree)',
        held: broken.length === 0,
        detail: `${broken.length} broken; ${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')}`,
      },
      await ledgerBalances(
        db,
        orders.map((o) => o.id),
      ),
      await refundsWithinReceived(
        db,
        orders.map((o) => o.id),
        ledger,
      ),
      await suppliersOwed(db, operator, catalogue.suppliers, ledger),
      await emailsSentOnce(cluster, db),
    ]
  } finally {
    await db.end()
  }
}
