// After the mixed traffic: the escrow ledger (docs/decisions/043-escrow-ledger.md) held to the
// money recorded. For every order of the run, received = what the order says was paid, and it
// holds received − released − refunded ≥ 0, nothing once its buyer completed it; no supplier is
// owed less than nothing.
import type pg from 'pg'
import type { Verdict } from '../verdict.ts'

export async function ledgerBalances(db: pg.Client, orderIds: number[]): Promise<Verdict> {
  const rows = (
    await db.query(
      `select o.id, o.status::text, o.amount_paid::text paid,
        coalesce(sum(e.amount) filter (where e.kind = 'received'), 0)::text received,
        coalesce(sum(case when e.kind = 'received' then e.amount else -e.amount end), 0)::text held,
        count(e.id) filter (where e.kind = 'released')::int releases
      from orders o left join escrow_entries e on e.order_id = o.id
      where o.id = any($1) group by o.id`,
      [orderIds],
    )
  ).rows as { id: number; status: string; paid: string; received: string; held: string; releases: number }[]
  // Amounts compared as whole cents: the database writes 0 and 0.00 alike.
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  const unbalanced = rows.filter(
    (r) =>
      cents(r.paid) !== cents(r.received) ||
      cents(r.held) < 0 ||
      (r.status === 'completed' && cents(r.held) !== 0) ||
      (r.status === 'cancelled' && r.releases > 0),
  )
  const owedBelowZero = (
    await db.query(
      `select producer_id from escrow_entries where producer_id is not null group by producer_id
      having sum(case when kind = 'released' then amount else -amount end) < 0`,
    )
  ).rows
  const held = rows.reduce((sum, r) => sum + Math.round(Number(r.held) * 100), 0)
  const completed = rows.filter((r) => r.status === 'completed').length
  return {
    invariant: 'the escrow ledger balances for every order (received = paid = held + released + refunded)',
    held: unbalanced.length === 0 && owedBelowZero.length === 0,
    detail: `${rows.length} orders, ${completed} completed and released, ${(held / 100).toFixed(2)} held; ${unbalanced.length} unbalanced ${unbalanced
      .slice(0, 2)
      .map((r) => JSON.stringify(r))
      .join(' ')}, ${owedBelowZero.length} suppliers owed below zero`,
  }
}
