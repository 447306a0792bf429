import { COMPANY_ROLES } from '@caravanserai/contracts/company-roles'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { money, timestamps } from './columns.ts'

export const companyRoleEnum = pgEnum('company_role', COMPANY_ROLES)

/**
 * The buyer (docs/decisions/056-companies-are-the-buyer.md): every order, RFQ and address belongs
 * to a company, and its people act for it by role. A company without a legal name is one person
 * buying for themselves: trade documents then name the person, as they always did.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    legalName: text('legal_name'),
    taxId: text('tax_id').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    // ISO 3166-1 alpha-2, as addresses store it; null until the company's details are given.
    country: text('country'),
    // Orders above this amount (goods and shipping, in dollars) wait for an approver; null: none do.
    approvalThreshold: money('approval_threshold'),
    ...timestamps(),
  },
  (t) => [check('companies_approval_threshold_positive', sql`${t.approvalThreshold} > 0`)],
)

/** A person's place in a company: one row per company they belong to, with their role. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRoleEnum('role').notNull(),
    // What the person may order in a calendar month (UTC) without an approver, in dollars; null: no limit.
    monthlyLimit: money('monthly_limit'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_id_idx').on(t.userId),
    check('company_members_monthly_limit_not_negative', sql`${t.monthlyLimit} >= 0`),
  ],
)

/** An owner's invitation of a person by email: single use, expiring, bound to that address. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: companyRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One invitation waiting per address and company: inviting again replaces it.
    uniqueIndex('company_invitations_waiting_unique')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
)

/**
 * The company a session acts for: a login picks one, a switch starts a session for another, and
 * removing a person from a company unbinds the sessions bound to it (docs/decisions/061).
 */
export const companySessions = pgTable(
  'company_sessions',
  {
    // The refresh token family (docs/decisions/007): the session.
    familyId: text('family_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('company_sessions_company_id_user_id_idx').on(t.companyId, t.userId)],
)

export type Company = typeof companies.$inferSelect
export type CompanyMember = typeof companyMembers.$inferSelect
export type CompanyInvitation = typeof companyInvitations.$inferSelect
