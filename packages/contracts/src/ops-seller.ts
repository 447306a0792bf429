import { z } from 'zod'
import { BASE_CURRENCY } from './currency-rules.ts'

// Operator console (docs/product.md#seller-and-bank-details): who sells, and where buyers pay.
// Every trade document carries the seller's details; a proforma invoice carries the bank account
// of the order's currency. Staff only.

/**
 * The catalogue's currency, and an order's unless its quote settles it in another currency that
 * has a bank account and a rate (docs/decisions/046-settlement-currency.md).
 */
export const SHOP_CURRENCY = BASE_CURRENCY

/** ISO 4217: three capital letters. */
export const CurrencySchema = z.string().regex(/^[A-Z]{3}$/, { error: 'seller.currencyInvalid' })

const line = (max: number) => z.string().trim().min(1).max(max)
const optionalLine = (max: number) => z.string().trim().max(max).default('')

/** GET and PUT /ops/seller/: the seller as named on every document. */
export const SellerProfileSchema = z.object({
  legal_name: z.string(),
  /** Street, city, country, as many lines as it takes. */
  address: z.string(),
  tax_id: z.string(),
  email: z.string(),
  phone: z.string(),
})
export type SellerProfile = z.infer<typeof SellerProfileSchema>

export const SellerProfileBodySchema = z
  .object({
    legal_name: line(200),
    address: line(500),
    tax_id: line(50),
    email: z.email({ error: 'seller.emailInvalid' }).max(254),
    phone: line(50),
  })
  .strict()
export type SellerProfileBody = z.infer<typeof SellerProfileBodySchema>

/** A bank account buyers pay into, one per currency. */
export const BankAccountSchema = z.object({
  currency: z.string(),
  beneficiary: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  /** IBAN where the bank has one, else the account number. */
  account_number: z.string(),
  swift: z.string(),
  /** A correspondent bank for the currency, when transfers go through one. */
  intermediary: z.string(),
  /** What the buyer must write in the transfer, besides the order number. */
  notes: z.string(),
})
export type BankAccount = z.infer<typeof BankAccountSchema>

/** PUT /ops/seller/bank-accounts/{currency}/: creates or replaces that currency's account. */
export const BankAccountBodySchema = z
  .object({
    beneficiary: line(200),
    bank_name: line(200),
    bank_address: optionalLine(500),
    account_number: z
      .string()
      .trim()
      .transform((s) => s.replace(/\s+/g, ' '))
      .pipe(z.string().regex(/^[A-Za-z0-9 -]{5,40}$/, { error: 'seller.accountNumberInvalid' })),
    swift: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'seller.swiftInvalid' })),
    intermediary: optionalLine(500),
    notes: optionalLine(500),
  })
  .strict()
export type BankAccountBody = z.infer<typeof BankAccountBodySchema>

export const CurrencyParamsSchema = z.object({ currency: CurrencySchema })

/** GET /ops/seller/: the profile (null until set) and every bank account, by currency. */
export const SellerSettingsSchema = z.object({
  profile: z.nullable(SellerProfileSchema),
  bank_accounts: z.array(BankAccountSchema),
  /** The shop's currency: quoting needs the profile and this currency's account. */
  currency: z.string(),
})
export type SellerSettings = z.infer<typeof SellerSettingsSchema>
