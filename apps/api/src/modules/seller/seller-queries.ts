import type {
  BankAccount,
  BankAccountBody,
  SellerProfile,
  SellerProfileBody,
} from '@caravanserai/contracts/ops-seller'
import { eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { bankAccounts, sellerProfile } from '../../db/schema/seller.ts'
import {
  type AuditActor,
  changedFields,
  createdFields,
  recordAudit,
  removedFields,
} from '../audit/audit-log.ts'

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

export function saveSellerProfile(db: Db, body: SellerProfileBody, staff: AuditActor): Promise<void> {
  const values = {
    legalName: body.legal_name,
    address: body.address,
    taxId: body.tax_id,
    email: body.email,
    phone: body.phone,
  }
  return inTransaction(db, async (tx) => {
    const before = await getSellerProfile(tx)
    await tx
      .insert(sellerProfile)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: sellerProfile.id, set: { ...values, updatedAt: new Date() } })
    const after = (await getSellerProfile(tx))!
    await recordAudit(tx, staff, {
      action: 'seller.update',
      object: { type: 'seller', id: 1, label: after.legal_name },
      changes: before ? changedFields(before, after) : createdFields(after),
    })
  })
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

export function saveBankAccount(
  db: Db,
  currency: string,
  body: BankAccountBody,
  staff: AuditActor,
): Promise<void> {
  const values = {
    beneficiary: body.beneficiary,
    bankName: body.bank_name,
    bankAddress: body.bank_address,
    accountNumber: body.account_number,
    swift: body.swift,
    intermediary: body.intermediary,
    notes: body.notes,
  }
  return inTransaction(db, async (tx) => {
    const before = await getBankAccount(tx, currency)
    await tx
      .insert(bankAccounts)
      .values({ currency, ...values })
      .onConflictDoUpdate({ target: bankAccounts.currency, set: { ...values, updatedAt: new Date() } })
    const after = await getBankAccount(tx, currency)
    await recordAudit(tx, staff, {
      action: 'seller.bank_account_saved',
      object: { type: 'seller', id: 1, label: currency },
      changes: before
        ? changedFields({ bank_accounts: { [currency]: before } }, { bank_accounts: { [currency]: after } })
        : createdFields({ bank_accounts: { [currency]: after } }),
    })
  })
}

/** False when the currency had no account. */
export function deleteBankAccount(db: Db, currency: string, staff: AuditActor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [deleted] = await tx.delete(bankAccounts).where(eq(bankAccounts.currency, currency)).returning()
    if (!deleted) return false
    await recordAudit(tx, staff, {
      action: 'seller.bank_account_removed',
      object: { type: 'seller', id: 1, label: currency },
      changes: removedFields({ bank_accounts: { [currency]: bankAccountOf(deleted) } }),
    })
    return true
  })
}
