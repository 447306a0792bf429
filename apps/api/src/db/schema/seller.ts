import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'

/**
 * The seller every trade document names: one row (id 1), set by operators in the console
 * (docs/product.md#seller-and-bank-details).
 */
export const sellerProfile = pgTable(
  'seller_profile',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    taxId: text('tax_id').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ...timestamps(),
  },
  (t) => [check('seller_profile_one_row', sql`${t.id} = 1`)],
)

/** Where buyers transfer money: one account per currency. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    currency: text('currency').primaryKey(),
    beneficiary: text('beneficiary').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull().default(''),
    accountNumber: text('account_number').notNull(),
    swift: text('swift').notNull(),
    intermediary: text('intermediary').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [check('bank_accounts_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`)],
)

export type SellerProfileRow = typeof sellerProfile.$inferSelect
export type BankAccountRow = typeof bankAccounts.$inferSelect
