// After the mixed traffic: the money the operators moved (money.ts) held to the escrow ledger
// (docs/decisions/043-escrow-ledger.md). Per order of the run, what was refunded never exceeds
// what was received, each refund has its ledger row and credit note, and the refunds are those the
// operators recorded. Per supplier of the run, released − paid out = what the console says it is
// owed, never below zero, and the payouts are those the operator made.
import type pg from 'pg'
import type { Verdict } from '../verdict.ts'
import { type Ledger, madeOf } from './ledger.ts'
import type { Session } from './session.ts'

/** Amounts compared as whole cents: the database writes 0 and 0.00 alike. */
const cents = (amount: string | number) => Math.round(Number(amount) * 100)
const dollars = (c: number) => (c / 100).toFixed(2)
const cutCount = (amounts: Ledger['refunds']) => [...amounts.values()].reduce((n, a) => n + a.maybe.length, 0)

export async function refundsWithinReceived(
  db: pg.Client,
  orderIds: number[],
  ledger: Ledger,
): Promise<Verdict> {
  const rows = (
    await db.query(
      `select o.id, o.status::text,
        coalesce(sum(e.amount) filter (where e.kind = 'received'), 0)::text received,
        coalesce(sum(e.amount) filter (where e.kind = 'refunded'), 0)::text refunded,
        count(e.id) filter (where e.kind = 'refunded')::int refund_rows,
        (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = o.id)::text recorded,
        (select count(*) from refunds r where r.order_id = o.id)::int refunds,
        (select count(*) from refunds r where r.order_id = o.id and r.credit_note_id is null)::int no_note,
        (select count(*) from claims c where c.order_id = o.id)::int claims,
        (select count(*) from claims c where c.order_id = o.id and c.state = 'open')::int open_claims
      from orders o left join escrow_entries e on e.order_id = o.id
      where o.id = any($1) group by o.id`,
      [orderIds],
    )
  ).rows
  const off = rows.filter(
    (r) =>
      cents(r.refunded) > cents(r.received) ||
      cents(r.recorded) !== cents(r.refunded) ||
      r.refund_rows !== r.refunds ||
      r.no_note > 0 ||
      !madeOf(ledger.refunds.get(r.id), cents(r.refunded)),
  )
  const refunded = rows.filter((r) => r.refunds > 0)
  const total = refunded.reduce((sum, r) => sum + cents(r.refunded), 0)
  const claims = rows.reduce((n, r) => n + r.claims, 0)
  const open = rows.reduce((n, r) => n + r.open_claims, 0)
  return {
    invariant: 'no order is refunded more than it received, and its refunds are those the operators recorded',
    held: off.length === 0,
    detail: `${ledger.cancelledPaid} paid orders cancelled by an operator, ${claims} claims (${ledger.claimsOpened} answered 201, ${open} still open); ${refunded.length} orders refunded ${dollars(total)} (${cutCount(ledger.refunds)} refunds cut); ${off.length} off ${off
      .slice(0, 2)
      .map((r) => JSON.stringify(r))
      .join(' ')}`,
  }
}

type Balance = {
  producer: { id: number }
  currency: string
  released: number
  paid_out: number
  owed: number
}

export async function suppliersOwed(
  db: pg.Client,
  operator: Session,
  suppliers: number[],
  ledger: Ledger,
): Promise<Verdict> {
  const invariant = 'per supplier, released − paid out = owed as the console shows it, and ≥ 0'
  const rows = (
    await db.query(
      `select p.id,
        (select coalesce(sum(e.amount), 0) from escrow_entries e
          where e.producer_id = p.id and e.kind = 'released')::text released,
        (select coalesce(sum(e.amount), 0) from escrow_entries e
          where e.producer_id = p.id and e.kind = 'paid_out')::text paid_entries,
        (select coalesce(sum(x.amount), 0) from payouts x where x.producer_id = p.id)::text paid,
        (select count(*) from payouts x where x.producer_id = p.id)::int payouts
      from producers p where p.id = any($1) order by p.id`,
      [suppliers],
    )
  ).rows
  const balances = await operator.json('GET', '/api/ops/payouts/balances/')
  if (balances.status !== 200)
    return { invariant, held: false, detail: `GET /api/ops/payouts/balances/ answered ${balances.status}` }
  const shown = new Map(
    (balances.body.results as Balance[]).filter((b) => b.currency === 'USD').map((b) => [b.producer.id, b]),
  )
  const judged = rows.map((r) => {
    const owed = cents(r.released) - cents(r.paid)
    const api = shown.get(r.id)
    const apiOwed = api ? cents(api.owed) : 0
    const held =
      owed >= 0 &&
      apiOwed === owed &&
      (!api || cents(api.released) - cents(api.paid_out) === apiOwed) &&
      cents(r.paid_entries) === cents(r.paid) &&
      madeOf(ledger.payouts.get(r.id), cents(r.paid))
    return { ...r, owed: dollars(owed), api_owed: dollars(apiOwed), held }
  })
  const off = judged.filter((r) => !r.held)
  const sum = (key: 'released' | 'paid') => dollars(rows.reduce((n, r) => n + cents(r[key]), 0))
  return {
    invariant,
    held: rows.length === suppliers.length && off.length === 0,
    detail: `${rows.length} of ${suppliers.length} suppliers, ${sum('released')} released, ${rows.reduce((n, r) => n + r.payouts, 0)} payouts of ${sum('paid')} (${cutCount(ledger.payouts)} cut), owed ${judged.map((r) => r.owed).join(' / ')}; ${off.length} off ${off
      .slice(0, 2)
      .map((r) => JSON.stringify(r))
      .join(' ')}`,
  }
}
