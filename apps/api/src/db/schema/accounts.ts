import { CURRENCIES, type Currency } from '@caravanserai/contracts/currency-rules'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'

/** Only customer registration is sent; seller and both appear in copy (docs/product.md#roles). */
export const userTypeEnum = pgEnum('user_type', ['customer', 'seller', 'both'])

/**
 * What a staff member may do (docs/product.md#staff-and-roles): an admin everything, an operator
 * the daily work (orders, catalogue, customers, reviews). Null for buyers.
 */
export const staffRoleEnum = pgEnum('staff_role', ['admin', 'operator'])

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    userType: userTypeEnum('user_type').notNull().default('customer'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    staffRole: staffRoleEnum('staff_role'),
    // The language the person last signed in (or registered) in: the language of emails that are
    // not about one order, such as an operator's notice of a buyer's message.
    locale: localeEnum('locale').notNull().default('en'),
    // The currency the buyer chose to see prices in; null: the page's language decides
    // (docs/decisions/045-currencies.md).
    displayCurrency: text('display_currency').$type<Currency>(),
    // Tokens issued before this instant are dead: they die when the password changes (docs/decisions/007).
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Set when the account is anonymised; its orders and reviews stay (docs/product.md#profile-and-security).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_staff_have_a_role', sql`${t.isStaff} = (${t.staffRole} is not null)`),
    check(
      'users_display_currency_known',
      sql`${t.displayCurrency} in (${sql.raw(CURRENCIES.map((c) => `'${c}'`).join(', '))})`,
    ),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jti: text('jti').notNull().unique(),
    // Every token rotated from one login shares a family; reusing a rotated one revokes it (decision 007).
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
)

export const userTokenPurposeEnum = pgEnum('user_token_purpose', [
  'verify_email',
  'reset_password',
  'staff_invite',
])

/** Email verification, password reset and staff invitation tokens, kept hashed so that each is used once. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('user_tokens_user_id_purpose_idx').on(t.userId, t.purpose)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type UserType = (typeof userTypeEnum.enumValues)[number]
export type RefreshToken = typeof refreshTokens.$inferSelect
export type UserToken = typeof userTokens.$inferSelect
export type UserTokenPurpose = (typeof userTokenPurposeEnum.enumValues)[number]
export type StaffRole = (typeof staffRoleEnum.enumValues)[number]
