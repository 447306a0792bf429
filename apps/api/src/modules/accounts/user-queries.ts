import type { UpdateProfileBody, UserProfile } from '@caravanserai/contracts/accounts'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'

export type UserRow = {
  id: number
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  phoneNumber: string
  address: string
  taxId: string
  userType: UserProfile['user_type']
  isVerified: boolean
  isActive: boolean
  isStaff: boolean
  createdAt: string
}

const columns = sql`id, email, password_hash as "passwordHash", first_name as "firstName",
  last_name as "lastName", phone_number as "phoneNumber", address, tax_id as "taxId",
  user_type as "userType", is_verified as "isVerified", is_active as "isActive",
  is_staff as "isStaff", created_at as "createdAt"`

/** An active, not deleted account by email, compared without case (the unique index does too). */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select ${columns} from users
      where lower(email) = ${email.trim().toLowerCase()} and is_active and deleted_at is null`,
  )
  return row
}

export async function findUser(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select ${columns} from users where id = ${id} ${options.lock ? sql`for update` : sql``}`,
  )
  return row
}

export function tokenUser(user: UserRow) {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim()
}

/** The user profile (docs/product.md#entities), as the API sends it. */
export function profileJson(user: UserRow): UserProfile {
  return {
    id: user.id,
    name: fullName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    tax_id: user.taxId,
    user_type: user.userType,
    is_verified: user.isVerified,
    is_active: user.isActive,
    is_staff: user.isStaff,
    created_at: new Date(user.createdAt).toISOString(),
  }
}

/** Writes only the fields the contract allows; the rest of the row cannot be reached from here. */
export async function updateProfile(db: Db, id: number, patch: UpdateProfileBody, now: Date): Promise<void> {
  const set = [
    patch.first_name !== undefined ? sql`first_name = ${patch.first_name}` : null,
    patch.last_name !== undefined ? sql`last_name = ${patch.last_name}` : null,
    patch.phone_number !== undefined ? sql`phone_number = ${patch.phone_number}` : null,
    patch.address !== undefined ? sql`address = ${patch.address}` : null,
    patch.tax_id !== undefined ? sql`tax_id = ${patch.tax_id}` : null,
  ].filter((s) => s !== null)
  if (set.length === 0) return
  await db.execute(sql`update users set ${sql.join(set, sql`, `)}, updated_at = ${now} where id = ${id}`)
}
