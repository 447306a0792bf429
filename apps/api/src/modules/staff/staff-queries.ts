import type { StaffMember } from '@caravanserai/contracts/ops-staff'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { type StaffRole, users } from '../../db/schema/accounts.ts'

/** `users` under the name the raw queries here and in alerts/ give it (`from users u`). */
const u = alias(users, 'u')

/**
 * An invitation not yet accepted: the account was made by the console with no usable password
 * and an unproven address. Accepting sets both, so it stops being pending.
 */
const PENDING = sql<boolean>`(${u.passwordHash} = '!' and not ${u.isVerified})`

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
  // Raw, as the alert queries that share HEARS_OF_BUSINESS are.
  return queryRows<StaffRecipient>(
    tx,
    sql`select u.id, u.email, u.locale, u.first_name as name from users u
      where ${HEARS_OF_BUSINESS}
        ${except === undefined ? sql`` : sql`and u.id <> ${except}`}
      order by u.id`,
  )
}

/** A member as the list reads them: the role is never null for staff (users_staff_have_a_role). */
type MemberRow = Row<typeof users, 'id' | 'email' | 'firstName' | 'lastName' | 'createdAt'> & {
  role: StaffRole
  pending: boolean
  expiresAt: string | null
}

const selectMembers = (where: SQL) => sql`select u.id, u.email, u.first_name as "firstName",
    u.last_name as "lastName", u.staff_role as role, u.created_at as "createdAt", ${PENDING} as pending,
    (select max(t.expires_at) from user_tokens t where t.user_id = u.id and t.purpose = 'staff_invite')
      as "expiresAt"
  from users u where u.is_staff and u.deleted_at is null and ${where}
  order by u.staff_role = 'admin' desc, lower(u.first_name), lower(u.last_name), u.id`

function memberJson(row: MemberRow, now: Date): StaffMember {
  const expires = new Date(row.expiresAt ?? row.createdAt)
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    since: new Date(row.createdAt).toISOString(),
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

export type LockedStaff = Row<typeof users, 'id' | 'email' | 'firstName'> & {
  role: StaffRole
  pending: boolean
}

/** The staff member `id` (null when there is none), locked for update in the caller's transaction. */
export async function lockStaffMember(tx: Db, id: number): Promise<LockedStaff | null> {
  const [row] = await tx
    .select({ id: u.id, email: u.email, firstName: u.firstName, role: u.staffRole, pending: PENDING })
    .from(u)
    .where(and(eq(u.id, id), eq(u.isStaff, true), isNull(u.deletedAt)))
    .for('update')
  // Staff always have a role (the check users_staff_have_a_role); this narrows the column's type.
  return row?.role ? { ...row, role: row.role } : null
}

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
  // Raw: a list locked in id order (docs/decisions/022-typed-data-access.md).
  const admins = await queryRows<Row<typeof users, 'id'> & { usable: boolean }>(
    tx,
    sql`select u.id, (u.is_active and u.deleted_at is null and not ${PENDING}) as usable
      from users u where u.staff_role = 'admin' order by u.id for update`,
  )
  const target = await lockStaffMember(tx, id)
  return {
    target,
    otherAdmins: admins.filter((admin) => admin.usable && admin.id !== id).length,
  }
}
