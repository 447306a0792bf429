import type { EraseCustomerResponse } from '@caravanserai/contracts/ops-customers'
import { eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { sendVerification } from '../accounts/accounts-service.ts'
import { eraseAccount } from '../accounts/profile-service.ts'
import { endAllSessions } from '../accounts/sessions.ts'
import { changedFields, recordAudit } from '../audit/audit-log.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { findCustomer } from './customer-queries.ts'

export type CustomersDeps = { db: Db; email: EmailContext; clock: () => Date }
type Staff = Pick<AuthUser, 'id' | 'email'>

/** The customer `id`, locked in `tx`; 404 for staff, erased and unknown accounts alike. */
async function lockCustomer(tx: Db, id: number) {
  const customer = await findCustomer(tx, id, { lock: true })
  if (!customer) throw new AppError('errors.notFound', 404)
  return customer
}

/**
 * Deactivates (active false) or reactivates (true) a buyer account (docs/product.md#customers).
 * Deactivation ends every session at once: each access token is checked against the active flag,
 * and every refresh family is revoked. Asking for the state the account is already in is 409.
 */
export async function setCustomerActive(deps: CustomersDeps, staff: Staff, id: number, active: boolean) {
  const now = deps.clock()
  await inTransaction(deps.db, async (tx) => {
    const customer = await lockCustomer(tx, id)
    if (customer.isActive === active)
      throw new AppError(active ? 'customers.alreadyActive' : 'customers.alreadyDeactivated', 409)
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, id))
    if (!active) await endAllSessions(tx, id, now)
    await recordAudit(tx, staff, {
      action: active ? 'customer.reactivate' : 'customer.deactivate',
      object: { type: 'customer', id },
      changes: changedFields({ is_active: customer.isActive }, { is_active: active }),
    })
  })
}

/**
 * A new verification link to an unverified, active buyer, in the language of their account, by
 * the accounts module's own path; 409 when the address is already verified or the account is
 * deactivated (its link could not be used).
 */
export async function resendCustomerVerification(deps: CustomersDeps, staff: Staff, id: number) {
  const now = deps.clock()
  await inTransaction(deps.db, async (tx) => {
    const customer = await lockCustomer(tx, id)
    if (customer.isVerified) throw new AppError('customers.alreadyVerified', 409)
    if (!customer.isActive) throw new AppError('customers.deactivatedNoEmail', 409)
    await sendVerification(tx, { emails: deps.email }, customer, customer.locale, now)
    await recordAudit(tx, staff, {
      action: 'customer.verification_resent',
      object: { type: 'customer', id },
    })
  })
}

/** The email of a buyer account, to key the per-address email limit; 404 for anything else. */
export async function customerEmail(db: Db, id: number): Promise<string> {
  const customer = await findCustomer(db, id)
  if (!customer) throw new AppError('errors.notFound', 404)
  return customer.email.toLowerCase()
}

/**
 * Erases a buyer account (docs/product.md#customers) once `confirmEmail` matches its address,
 * through the accounts module's erasure, as a buyer's own deletion does. The trail names it by
 * id only, as it names every account, so that it keeps nothing personal of the person erased.
 */
export async function eraseCustomer(
  deps: CustomersDeps,
  staff: Staff,
  id: number,
  confirmEmail: string,
): Promise<EraseCustomerResponse> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const customer = await lockCustomer(tx, id)
    if (customer.email.toLowerCase() !== confirmEmail.trim().toLowerCase())
      throw new AppError('customers.confirmEmailMismatch', 400, {}, 'confirm_email')
    const outcome = await eraseAccount(tx, id, now)
    await recordAudit(tx, staff, {
      action: 'customer.erase',
      object: { type: 'customer', id },
      changes: { account: { before: customer.isActive ? 'active' : 'deactivated', after: outcome } },
    })
    return { outcome }
  })
}
