import { sql } from 'drizzle-orm'
import { verifyPassword } from '../../modules/accounts/password-hash.ts'
import { type Db, queryRows } from '../client.ts'

/** The demo accounts the seed creates and development start-up prints. */
export const DEMO_PASSWORD = 'caravan-demo-2026'
export const DEMO_ACCOUNTS = {
  buyer: {
    email: 'buyer@demo.caravanserai.example',
    firstName: 'Nareh',
    lastName: 'Avetisyan',
    isStaff: false,
  },
  operator: {
    email: 'operator@demo.caravanserai.example',
    firstName: 'Kaveh',
    lastName: 'Rostami',
    isStaff: true,
  },
} as const

export type DemoRole = keyof typeof DEMO_ACCOUNTS

/**
 * The demo accounts that can sign in to `db` with the demo password right now (present, not
 * deleted, password unchanged): what a development start-up may tell a newcomer.
 */
export async function usableDemoAccounts(db: Db): Promise<DemoRole[]> {
  const rows = await queryRows<{ email: string; hash: string }>(
    db,
    sql`select email, password_hash as hash from users
      where deleted_at is null and email in (${sql.join(
        Object.values(DEMO_ACCOUNTS).map((a) => sql`${a.email}`),
        sql`, `,
      )})`,
  )
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
  const staff = await queryRows<{ email: string; hash: string }>(
    db,
    sql`select email, password_hash as hash from users where is_staff and deleted_at is null order by id`,
  )
  const exposed: string[] = []
  for (const account of staff) {
    if (await verifyPassword(DEMO_PASSWORD, account.hash)) exposed.push(account.email)
  }
  return exposed
}
