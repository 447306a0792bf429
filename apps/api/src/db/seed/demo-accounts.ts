import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { verifyPassword } from '../../modules/accounts/password-hash.ts'
import type { Db } from '../client.ts'
import { users } from '../schema/accounts.ts'

const signIn = { email: users.email, hash: users.passwordHash }

/** The demo accounts the seed creates and development start-up prints. */
export const DEMO_PASSWORD = 'caravan-demo-2026'
export const DEMO_ACCOUNTS = {
  buyer: {
    email: 'buyer@demo.caravanserai.example',
    firstName: 'Nareh',
    lastName: 'Avetisyan',
    staffRole: null,
  },
  operator: {
    email: 'operator@demo.caravanserai.example',
    firstName: 'Kaveh',
    lastName: 'Rostami',
    // The demo's one operator is an admin, so the demo shows every console page.
    staffRole: 'admin',
  },
} as const

export type DemoRole = keyof typeof DEMO_ACCOUNTS

/**
 * The demo accounts that can sign in to `db` with the demo password right now (present, not
 * deleted, password unchanged): what a development start-up may tell a newcomer.
 */
export async function usableDemoAccounts(db: Db): Promise<DemoRole[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email)
  const rows = await db
    .select(signIn)
    .from(users)
    .where(and(isNull(users.deletedAt), inArray(users.email, emails)))
  const usable: DemoRole[] = []
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
    DemoRole,
    (typeof DEMO_ACCOUNTS)[DemoRole],
  ][]) {
    const row = rows.find((r) => r.email === account.email)
    if (row && (await verifyPassword(DEMO_PASSWORD, row.hash))) usable.push(role)
  }
  return usable
}

/**
 * Staff accounts that sign in with the published demo password: in production, a console
 * anyone who read the README could open. Their emails; none is the only safe answer.
 */
export async function staffWithDemoPassword(db: Db): Promise<string[]> {
  const staff = await db
    .select(signIn)
    .from(users)
    .where(and(eq(users.isStaff, true), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
  const exposed: string[] = []
  for (const account of staff) {
    if (await verifyPassword(DEMO_PASSWORD, account.hash)) exposed.push(account.email)
  }
  return exposed
}
