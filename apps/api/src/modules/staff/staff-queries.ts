import type { StaffMember } from '@caravanserai/contracts/ops-staff'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { StaffRole, users } from '../../db/schema/accounts.ts'

/**
 * An invitation not yet accepted: the account was made by the console with no usable password
 * and an unproven address. Accepting sets both, so it stops being pending.
 */
const PENDING = sql`(u.password_hash = '!' and not u.is_verified)`

export type StaffRecipient = Row<typeof users, 'id' | 'email' | 'locale'> & { name: string }

/**
 * Whether the user `u` hears of the shop's business by email (orders, requests, messages,
 * payments): an active staff member who has accepted their invitation. An invitee is not one of
 * the team until they accept (docs/product.md#staff-and-roles).
 */
export const HEARS_OF_BUSINESS = sql`(u.is_staff and u.is_active and u.deleted_at is null and not ${PENDING})`

/**
 * The staff who hear of the shop's business, each with the language they last signed in with;
 * `except` is the person whose own act it is.
 */
export function staffRecipients(tx: Db, except?: number): Promise<StaffRecipient[]> {
  return queryRows<StaffRecipient>(
    tx,
    sql`select u.id, u.email, u.locale, u.first_name as name from users u
      where ${HEARS_OF_BUSINESS}
        ${except === undefined ? sql`` : sql`and u.id <> ${except}`}
      order by u.id`,
  )
}

type MemberRow = {
  id: number
  email: string
  firstName: string
  lastName: string
  role: StaffRole
  since: Date
  pending: boolean
  expiresAt: Date | null
}

const selectMembers = (where: SQL) => sql`select u.id, u.email, u.first_name as "firstName",
    u.last_name as "lastName", u.staff_role as role, u.created_at as since, ${PENDING} as pending,
    (select max(t.expires_at) from user_tokens t where t.user_id = u.id and t.purpose = 'staff_invite')
      as "expiresAt"
  from users u where u.is_staff and u.deleted_at is null and ${where}
  order by u.staff_role = 'admin' desc, lower(u.first_name), lower(u.last_name), u.id`

function memberJson(row: MemberRow, now: Date): StaffMember {
  const expires = row.expiresAt ? new Date(row.expiresAt) : new Date(row.since)
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    since: new Date(row.since).toISOString(),
    invitation: row.pending
      ? { expires_at: expires.toISOString(), expired: expires.getTime() < now.getTime() }
      : null,
  }
}

/** GET /ops/staff/: every staff member, admins first. */
export async function listStaff(db: Db, now: Date): Promise<StaffMember[]> {
  const rows = await queryRows<MemberRow>(db, selectMembers(sql`true`))
  return rows.map((row) => memberJson(row, now))
}

export async function findStaffMember(db: Db, id: number, now: Date): Promise<StaffMember | undefined> {
  const [row] = await queryRows<MemberRow>(db, selectMembers(sql`u.id = ${id}`))
  return row ? memberJson(row, now) : undefined
}

export type LockedStaff = { id: number; email: string; role: StaffRole; pending: boolean }

/**
 * Locks every admin row, in id order, then the staff member `id` (null when there is none), in
 * the caller's transaction. Every change that could leave no admin takes the admins' locks first
 * and in the same order, so two at once queue instead of each seeing the other's admin still
 * there; the second then reads the admins as the first left them.
 */
export async function lockForStaffChange(
  tx: Db,
  id: number,
): Promise<{ target: LockedStaff | null; otherAdmins: number }> {
  const admins = await queryRows<{ id: number; usable: boolean }>(
    tx,
    sql`select u.id, (u.is_active and u.deleted_at is null and not ${PENDING}) as usable
      from users u where u.staff_role = 'admin' order by u.id for update`,
  )
  const [target] = await queryRows<LockedStaff>(
    tx,
    sql`select u.id, u.email, u.staff_role as role, ${PENDING} as pending from users u
      where u.id = ${id} and u.is_staff and u.deleted_at is null for update`,
  )
  return {
    target: target ?? null,
    otherAdmins: admins.filter((admin) => admin.usable && admin.id !== id).length,
  }
}
