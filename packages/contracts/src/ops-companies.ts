import { z } from 'zod'
import { COMPANY_ROLES } from './company-roles.ts'
import { OpsCustomerOrderSchema } from './ops-customers.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// The console's companies (docs/product.md#console-companies): who buys, with its people, orders
// and totals. Operators and admins.

export const COMPANIES_PAGE_SIZE = 20
export const COMPANY_SEARCH_MAX = 200

/** GET /ops/companies/: newest first; `search` finds part of the legal name, tax id or a member's name or email. */
export const OpsCompaniesQuerySchema = z.object({
  ...pageQuerySchema(COMPANIES_PAGE_SIZE),
  search: z.optional(
    z
      .string()
      .max(COMPANY_SEARCH_MAX)
      .transform((s) => s.trim() || undefined),
  ),
})
export type OpsCompaniesQuery = z.infer<typeof OpsCompaniesQuerySchema>

/**
 * The company's name as the console shows it: its legal name, or for a personal account (no legal
 * name) its owner's name.
 */
export const OpsCompanyRowSchema = z.object({
  id: z.number().int(),
  legal_name: z.nullable(z.string()),
  owner_name: z.string(),
  tax_id: z.string(),
  country: z.nullable(z.string()),
  members_count: z.number().int(),
  orders_count: z.number().int(),
  /** Goods and quoted shipping of its orders that were not cancelled, in US dollars, as a decimal string. */
  ordered_total: z.string(),
  last_order_at: z.nullable(z.string()),
  created_at: z.string(),
})
export type OpsCompanyRow = z.infer<typeof OpsCompanyRowSchema>

export const OpsCompanyListResponseSchema = pagedSchema(OpsCompanyRowSchema)
export type OpsCompanyListResponse = z.infer<typeof OpsCompanyListResponseSchema>

export const OpsCompanyMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  /** US dollars a month without an approver, as a decimal string; null: no limit. */
  monthly_limit: z.nullable(z.string()),
  orders_count: z.number().int(),
  joined_at: z.string(),
})

/** An order in the company's list, with the person who placed it. */
export const OpsCompanyOrderSchema = OpsCustomerOrderSchema.extend({
  placed_by: z.object({ id: z.number().int(), name: z.string() }),
})

/** GET /ops/companies/{id}/: the company, its people, its newest orders and the count of all. */
export const OpsCompanySchema = OpsCompanyRowSchema.extend({
  registration_number: z.string(),
  legal_address: z.string(),
  /** Orders above it wait for an approver, in US dollars; null: none do. */
  approval_threshold: z.nullable(z.string()),
  members: z.array(OpsCompanyMemberSchema),
  orders: z.array(OpsCompanyOrderSchema),
})
export type OpsCompany = z.infer<typeof OpsCompanySchema>
