import type { DisplayCurrency } from '@caravanserai/contracts/currencies'
import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  fromScaled,
  RATE_DECIMALS,
  type Rate,
} from '@caravanserai/contracts/currency-rules'
import type { RateEntry } from '@caravanserai/contracts/ops-currencies'
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { currencyRates } from '../../db/schema/currencies.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, createdFields, recordAudits } from '../audit/audit-log.ts'
import { announceAnyChange } from '../catalog/catalog-changes.ts'

// Exchange rates with their history (docs/decisions/045-currencies.md). The rate in force for a
// day is the row with the latest effective day on or before it, of two on that day the newer.

/** The day of an instant, as rates are dated: the UTC calendar day. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** The base currency's rate: one dollar per dollar, in force whatever the day. */
export const baseRate = (day: string): Rate => ({
  currency: BASE_CURRENCY,
  units_per_usd: fromScaled(10n ** BigInt(RATE_DECIMALS), RATE_DECIMALS),
  effective_on: day,
})

/** Every currency's rate in force on `day` (the base's is 1); a currency with none is absent. */
export async function ratesOn(db: Db, day: string): Promise<Map<Currency, Rate>> {
  // One index lookup per currency, however long the history grows.
  const rows = await queryRows<Rate>(
    db,
    sql`select c.code as currency, r.units_per_usd, r.effective_on
      from unnest(${sql.raw(`array[${CURRENCIES.map((c) => `'${c}'`).join(', ')}]::text[]`)}) c(code)
      cross join lateral (select x.units_per_usd, x.effective_on::text as effective_on from currency_rates x
        where x.currency = c.code and x.effective_on <= ${day}::date
        order by x.effective_on desc, x.id desc limit 1) r`,
  )
  return new Map([[BASE_CURRENCY, baseRate(day)], ...rows.map((r) => [r.currency, r] as const)])
}

/** The rate of `currency` in force on `day`; null when none is yet. */
export async function rateOn(db: Db, currency: Currency, day: string): Promise<Rate | null> {
  if (currency === BASE_CURRENCY) return baseRate(day)
  const [row] = await db
    .select({
      currency: sql<Currency>`${currencyRates.currency}`,
      units_per_usd: currencyRates.unitsPerUsd,
      effective_on: currencyRates.effectiveOn,
    })
    .from(currencyRates)
    .where(and(eq(currencyRates.currency, currency), lte(currencyRates.effectiveOn, day)))
    .orderBy(desc(currencyRates.effectiveOn), desc(currencyRates.id))
    .limit(1)
  return row ?? null
}

/**
 * The currency a catalogue answer shows its prices in, and the rate it converts them at: the
 * currency's in force on `day`, or, while it has none, the base's (`fallback`: the amounts are in
 * US dollars).
 */
export async function displayCurrencyOn(
  db: Db,
  code: Currency,
  day: string,
): Promise<{ display: DisplayCurrency; rate: Rate }> {
  const rate = await rateOn(db, code, day)
  return { display: { code, rate, fallback: rate === null }, rate: rate ?? baseRate(day) }
}

/** Rates as the history lists them, filtered by `where`, the latest effective day first. */
function selectEntries(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: currencyRates.id,
      currency: sql<Currency>`${currencyRates.currency}`,
      units_per_usd: currencyRates.unitsPerUsd,
      effective_on: currencyRates.effectiveOn,
      created_at: sql<string>`${currencyRates.createdAt}`,
      // An erased account leaves no address behind.
      created_by: sql<string | null>`case when ${users.deletedAt} is null then ${users.email} end`,
    })
    .from(currencyRates)
    .leftJoin(users, eq(users.id, currencyRates.createdBy))
    .where(where)
    .orderBy(desc(currencyRates.effectiveOn), desc(currencyRates.id))
}

/** A page of the history, all currencies or one, and how many rates it holds. */
export async function listRateHistory(
  db: Db,
  query: { page: number; page_size: number; currency?: Currency | undefined },
): Promise<{ count: number; results: RateEntry[] }> {
  const where = query.currency === undefined ? undefined : eq(currencyRates.currency, query.currency)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(currencyRates).where(where)
  const results = await selectEntries(db, where)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return { count: count!.n, results }
}

export type NewRate = { currency: Currency; units_per_usd: string; effective_on: string }

/**
 * Adds rates, all or none, each with its line in the audit trail; returns them as the history
 * lists them, in the order given. The base currency takes no rate (400 `currencies.baseRate`).
 * The commit announces a change of anything: pages and the storefront's kept rates are dropped.
 */
export async function addRates(db: Db, rates: NewRate[], staff: AuditActor, now: Date): Promise<RateEntry[]> {
  if (rates.some((r) => r.currency === BASE_CURRENCY)) throw new AppError('currencies.baseRate', 400)
  if (rates.length === 0) return []
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(currencyRates)
      .values(
        rates.map((r) => ({
          currency: r.currency,
          unitsPerUsd: r.units_per_usd,
          effectiveOn: r.effective_on,
          createdBy: staff.id,
          createdAt: now,
        })),
      )
      .returning({ id: currencyRates.id })
    const ids = inserted.map((r) => r.id)
    const entries = await selectEntries(tx, inArray(currencyRates.id, ids))
    const byId = new Map(entries.map((e) => [e.id, e]))
    const ordered = ids.map((id) => byId.get(id)!)
    await recordAudits(
      tx,
      staff,
      ordered.map((e) => ({
        action: 'currency_rate.set',
        object: { type: 'currency_rate', id: e.id, label: e.currency },
        changes: createdFields({
          currency: e.currency,
          units_per_usd: e.units_per_usd,
          effective_on: e.effective_on,
        }),
      })),
    )
    await announceAnyChange(tx)
    return ordered
  })
}
