import type { UpdateProfileBody, UserProfile } from '@caravanserai/contracts/accounts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  address: users.address,
  taxId: users.taxId,
  userType: users.userType,
  isVerified: users.isVerified,
  isActive: users.isActive,
  isStaff: users.isStaff,
  staffRole: users.staffRole,
  locale: users.locale,
  displayCurrency: users.displayCurrency,
  createdAt: users.createdAt,
}

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>

/** An active, not deleted account by email, compared without case (the unique index does too). */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
  return row
}

export async function findUser(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db.select(userColumns).from(users).where(eq(users.id, id))
  const [row] = await (options.lock ? query.for('update') : query)
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
    staff_role: user.staffRole,
    display_currency: user.displayCurrency,
    created_at: user.createdAt.toISOString(),
  }
}

/** Writes only the fields the contract allows; the rest of the row cannot be reached from here. */
export async function updateProfile(db: Db, id: number, patch: UpdateProfileBody, now: Date): Promise<void> {
  const set = {
    firstName: patch.first_name,
    lastName: patch.last_name,
    phoneNumber: patch.phone_number,
    address: patch.address,
    taxId: patch.tax_id,
    displayCurrency: patch.display_currency,
  }
  if (Object.values(set).every((value) => value === undefined)) return
  await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, id))
}
