import { BASE_CURRENCY, type Currency, type Rate } from '@caravanserai/contracts/currency-rules'
import type { SettlementCurrency } from '@caravanserai/contracts/ops-currencies'
import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { bankAccounts } from '../../db/schema/seller.ts'
import { AppError } from '../../errors.ts'
import { rateOn, ratesOn } from './currency-rates.ts'

// The currencies an order may be settled in (docs/decisions/046-settlement-currency.md): those the
// seller has a bank account in and a rate is in force for on the quote's day; the dollar always.

/** Every currency an operator may quote in on `day`, the dollar first, with the rate it would fix. */
export async function settlementCurrenciesOn(db: Db, day: string): Promise<SettlementCurrency[]> {
  const rates = await ratesOn(db, day)
  const accounts = await queryRows<{ currency: string }>(db, sql`select currency from bank_accounts`)
  const held = new Set(accounts.map((a) => a.currency))
  return [...rates.values()]
    .filter((rate) => rate.currency === BASE_CURRENCY || held.has(rate.currency))
    .map((rate) => ({ code: rate.currency, rate }))
}

/**
 * The rate a quote in `currency` fixes on `day`: null for the dollar, which needs none; refused
 * (409) for a currency the seller has no bank account in or no rate is in force for yet.
 */
export async function requireSettlementRate(tx: Db, currency: Currency, day: string): Promise<Rate | null> {
  if (currency === BASE_CURRENCY) return null
  const [account] = await tx
    .select({ currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(eq(bankAccounts.currency, currency))
  if (!account) throw new AppError('orders.settlementNoAccount', 409, { currency })
  const rate = await rateOn(tx, currency, day)
  if (!rate) throw new AppError('orders.settlementNoRate', 409, { currency })
  return rate
}
