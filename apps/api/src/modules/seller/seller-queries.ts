import type {
  BankAccount,
  BankAccountBody,
  SellerProfile,
  SellerProfileBody,
} from '@caravanserai/contracts/seller'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bankAccounts, sellerProfile } from '../../db/schema/seller.ts'

export async function getSellerProfile(db: Db): Promise<SellerProfile | null> {
  const [row] = await db.select().from(sellerProfile).limit(1)
  if (!row) return null
  return {
    legal_name: row.legalName,
    address: row.address,
    tax_id: row.taxId,
    email: row.email,
    phone: row.phone,
  }
}

export async function saveSellerProfile(db: Db, body: SellerProfileBody): Promise<void> {
  const values = {
    legalName: body.legal_name,
    address: body.address,
    taxId: body.tax_id,
    email: body.email,
    phone: body.phone,
  }
  await db
    .insert(sellerProfile)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sellerProfile.id, set: { ...values, updatedAt: new Date() } })
}

function bankAccountOf(row: typeof bankAccounts.$inferSelect): BankAccount {
  return {
    currency: row.currency,
    beneficiary: row.beneficiary,
    bank_name: row.bankName,
    bank_address: row.bankAddress,
    account_number: row.accountNumber,
    swift: row.swift,
    intermediary: row.intermediary,
    notes: row.notes,
  }
}

export async function listBankAccounts(db: Db): Promise<BankAccount[]> {
  return (await db.select().from(bankAccounts).orderBy(bankAccounts.currency)).map(bankAccountOf)
}

export async function getBankAccount(db: Db, currency: string): Promise<BankAccount | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.currency, currency))
  return row ? bankAccountOf(row) : null
}

export async function saveBankAccount(db: Db, currency: string, body: BankAccountBody): Promise<void> {
  const values = {
    beneficiary: body.beneficiary,
    bankName: body.bank_name,
    bankAddress: body.bank_address,
    accountNumber: body.account_number,
    swift: body.swift,
    intermediary: body.intermediary,
    notes: body.notes,
  }
  await db
    .insert(bankAccounts)
    .values({ currency, ...values })
    .onConflictDoUpdate({ target: bankAccounts.currency, set: { ...values, updatedAt: new Date() } })
}

/** False when the currency had no account. */
export async function deleteBankAccount(db: Db, currency: string): Promise<boolean> {
  const deleted = await db
    .delete(bankAccounts)
    .where(eq(bankAccounts.currency, currency))
    .returning({ currency: bankAccounts.currency })
  return deleted.length > 0
}
