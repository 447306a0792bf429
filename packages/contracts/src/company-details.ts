import { z } from 'zod'
import { COMPANY_LIMITS } from './company-limits.ts'
import { COUNTRY_CODES } from './countries.ts'

/**
 * A company's legal details as registration and the company page take them
 * (docs/decisions/056-companies-are-the-buyer.md); apart from companies.ts so that registration
 * (accounts.ts) reads them without a cycle.
 */

export const companyText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().max(max)

/** An ISO 3166-1 alpha-2 code as a person may type it (` am `), as the trade documents need it. */
export const companyCountry = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string({ error: 'companies.countryInvalid' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(COUNTRY_CODES, { error: 'companies.countryInvalid' }))

/** The company block of registration: a person who buys for a company names it at once. */
export const RegisterCompanySchema = z
  .object({
    legal_name: z
      .string({ error: 'companies.legalNameRequired' })
      .trim()
      .min(1, 'companies.legalNameRequired')
      .max(COMPANY_LIMITS.legal_name),
    registration_number: companyText(COMPANY_LIMITS.registration_number).default(''),
    legal_address: companyText(COMPANY_LIMITS.legal_address).default(''),
    country: companyCountry().nullable().optional(),
  })
  .strict()
export type RegisterCompany = z.infer<typeof RegisterCompanySchema>
