import { STAFF_ALERT_KINDS } from '@caravanserai/contracts/ops-alerts'
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client.ts'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'
import { injectAs } from './inject-as.ts'

type Member = { id: number; email: string }

/** Who of a test's staff hears of a kind, and how (docs/decisions/042-staff-alerts.md). */
export type AlertTeam = {
  /** The admin, who never chose: every kind as it happens, in English. */
  instant: TestUser
  /** An operator who signed in in Persian, every kind as it happens. */
  persian: TestUser
  /** An operator who takes every kind in the daily digest, in Russian. */
  digest: TestUser
  /** An operator who turned every kind off. */
  off: TestUser
  /** An operator deactivated after choosing nothing. */
  deactivated: TestUser
  /** Invited, not yet accepted. */
  invitee: Member
}

const everyKind = (delivery: string) => Object.fromEntries(STAFF_ALERT_KINDS.map((kind) => [kind, delivery]))

/** A staff of every kind of listener, beside `admin`, who invites the invitee. */
export async function alertTeam(t: TestApp, admin: TestUser): Promise<AlertTeam> {
  const send = injectAs(() => t)
  const db = t.database.db
  const choose = async (user: TestUser, delivery: string) => {
    const res = await send('PUT', '/ops/me/alerts/', user, { alerts: everyKind(delivery) })
    if (res.statusCode !== 200) throw new Error(`alert settings: ${res.body}`)
  }
  const persian = await t.users.operator()
  await db.execute(sql`update users set locale = 'fa' where id = ${persian.id}`)
  const digest = await t.users.operator()
  await db.execute(sql`update users set locale = 'ru' where id = ${digest.id}`)
  await choose(digest, 'digest')
  const off = await t.users.operator()
  await choose(off, 'off')
  const deactivated = await t.users.operator()
  await db.execute(sql`update users set is_active = false where id = ${deactivated.id}`)
  const email = `invitee-${Date.now()}-${admin.id}@staff.example`
  const invited = await send('POST', '/ops/staff/invitations/', admin, {
    email,
    role: 'operator',
    first_name: 'Nareh',
  })
  if (invited.statusCode !== 201) throw new Error(`invitation: ${invited.body}`)
  return { instant: admin, persian, digest, off, deactivated, invitee: { id: invited.json().id, email } }
}

/**
 * What each member of `team` was told while `event` ran: alert emails written to them, and lines
 * added to their next digest.
 */
export async function whoHears(t: TestApp, team: Record<string, Member>, event: () => Promise<unknown>) {
  const tally = async () => {
    const counts: Record<string, { emails: number; digest: number }> = {}
    for (const [name, member] of Object.entries(team)) {
      const [row] = await queryRows<{ emails: number; digest: number }>(
        t.database.db,
        sql`select (select count(*)::int from email_outbox where to_address = ${member.email} and template = 'staff_alert') as emails,
            (select count(*)::int from staff_digest_items where user_id = ${member.id}) as digest`,
      )
      counts[name] = row!
    }
    return counts
  }
  const before = await tally()
  await event()
  const after = await tally()
  return Object.fromEntries(
    Object.entries(after).map(([name, { emails, digest }]) => [
      name,
      { emails: emails - before[name]!.emails, digest: digest - before[name]!.digest },
    ]),
  )
}

/** The team's answer when an event alerts as each chose: one email each as it happens, one digest line. */
export const HEARD_AS_CHOSEN = {
  instant: { emails: 1, digest: 0 },
  persian: { emails: 1, digest: 0 },
  digest: { emails: 0, digest: 1 },
  off: { emails: 0, digest: 0 },
  deactivated: { emails: 0, digest: 0 },
  invitee: { emails: 0, digest: 0 },
}
