import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Payout, SupplierBalances } from '@caravanserai/contracts/ops-escrow'
import { desc, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { producers } from '../../db/schema/catalog.ts'
import { escrowEntries, payouts } from '../../db/schema/escrow.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../audit/audit-log.ts'
import { centsOf, centsText } from './cents.ts'
import { owedCents } from './escrow-ledger.ts'

export type PayoutInput = {
  producerId: number
  /** Out of what was released to the supplier in this currency (docs/decisions/046-settlement-currency.md). */
  currency: Currency
  staff: AuditActor
  amount: number
  paidOn: string
  bankReference: string
}

/**
 * A transfer the shop made to a supplier of what was released to it: recorded with its ledger
 * row, at most what the supplier is owed (409 `escrow.moreThanOwed`), under the supplier's lock.
 * Returns the payout's id.
 */
export async function recordPayout(db: Db, input: PayoutInput, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [producer] = await tx
      .select({ name: producers.name })
      .from(producers)
      .where(eq(producers.id, input.producerId))
      .for('no key update')
    if (!producer) throw new AppError('escrow.supplierNotFound', 404)
    const cents = centsOf(input.amount)
    const owed = await owedCents(tx, input.producerId, input.currency)
    if (cents > owed)
      throw new AppError('escrow.moreThanOwed', 409, { owed: centsText(owed), currency: input.currency })
    const amount = centsText(cents)
    const [payout] = await tx
      .insert(payouts)
      .values({
        producerId: input.producerId,
        currency: input.currency,
        amount,
        paidOn: input.paidOn,
        bankReference: input.bankReference,
        recordedBy: input.staff.id,
        createdAt: now,
      })
      .returning({ id: payouts.id })
    await tx.insert(escrowEntries).values({
      kind: 'paid_out',
      producerId: input.producerId,
      payoutId: payout!.id,
      amount,
      currency: input.currency,
      occurredOn: input.paidOn,
      createdAt: now,
    })
    await recordAudit(tx, input.staff, {
      action: 'supplier.payout',
      object: { type: 'supplier', id: input.producerId, label: producer.name },
      changes: {
        'payout.amount': { before: null, after: amount },
        'payout.currency': { before: null, after: input.currency },
        'payout.paid_on': { before: null, after: input.paidOn },
        'payout.bank_reference': { before: null, after: input.bankReference },
      },
    })
    return payout!.id
  })
}

/**
 * What the shop owes each supplier anything was released to (most owed first), what it holds for
 * orders not yet released or refunded, and what it kept (shipping, goods of no supplier).
 */
export async function supplierBalances(db: Db): Promise<SupplierBalances> {
  const results = await queryRows<SupplierBalances['results'][number]>(
    db,
    sql`select json_build_object('id', p.id, 'name', p.name) as producer, b.currency,
        b.released::float8 as released, b.paid_out::float8 as paid_out,
        (b.released - b.paid_out)::float8 as owed
      from (select e.producer_id, e.currency,
          coalesce(sum(e.amount) filter (where e.kind = 'released'), 0) as released,
          coalesce(sum(e.amount) filter (where e.kind = 'paid_out'), 0) as paid_out
        from escrow_entries e where e.producer_id is not null group by e.producer_id, e.currency) b
      join producers p on p.id = b.producer_id
      order by b.released - b.paid_out desc, p.name, p.id, b.currency`,
  )
  const byCurrency = await queryRows<SupplierBalances['by_currency'][number]>(
    db,
    sql`select currency, coalesce(sum(case when kind = 'received' then amount
          when kind in ('released', 'refunded') then -amount else 0 end), 0)::float8 as held,
        coalesce(sum(amount) filter (where kind = 'released' and producer_id is null), 0)::float8 as kept
      from escrow_entries group by currency order by currency <> 'USD', currency`,
  )
  const usd = byCurrency.find((t) => t.currency === 'USD') ?? { held: 0, kept: 0 }
  return { results, held: usd.held, kept: usd.kept, by_currency: byCurrency }
}

/** Payouts as the console lists them, filtered by `where`, newest first. */
function selectPayouts(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: payouts.id,
      producer: sql<Payout['producer']>`json_build_object('id', ${producers.id}, 'name', ${producers.name})`,
      currency: payouts.currency,
      amount: sql<number>`${payouts.amount}::float8`,
      paid_on: payouts.paidOn,
      bank_reference: payouts.bankReference,
      recorded_by: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      created_at: sql<string>`${payouts.createdAt}`,
    })
    .from(payouts)
    .innerJoin(producers, eq(producers.id, payouts.producerId))
    .leftJoin(users, eq(users.id, payouts.recordedBy))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
}

/** A page of payouts, newest first, all or one supplier's, and how many there are. */
export async function listPayouts(
  db: Db,
  query: { page: number; page_size: number; producer?: number },
): Promise<{ count: number; results: Payout[] }> {
  const where = query.producer === undefined ? undefined : eq(payouts.producerId, query.producer)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(where)
  const rows = await selectPayouts(db, where)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return { count: count!.n, results: rows }
}

/** One payout as the console lists it. */
export async function getPayout(db: Db, id: number): Promise<Payout | undefined> {
  const [row] = await selectPayouts(db, eq(payouts.id, id))
  return row
}
