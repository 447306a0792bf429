import { type Company, UpdateCompanyBodySchema } from '@caravanserai/contracts/companies'
import { z } from 'zod'
import { latinDigits } from '../../lib/format.ts'

/** The company form's fields as typed: text, blank for none. */
export type CompanyFormValues = {
  legal_name: string
  tax_id: string
  registration_number: string
  legal_address: string
  country: string
  approval_threshold: string
}

export function companyFormValues(company: Company): CompanyFormValues {
  return {
    legal_name: company.legal_name ?? '',
    tax_id: company.tax_id,
    registration_number: company.registration_number,
    legal_address: company.legal_address,
    country: company.country ?? '',
    approval_threshold: company.approval_threshold ?? '',
  }
}

/** Blank country and threshold are none; an amount may be typed in Persian digits. */
function toBody(v: CompanyFormValues) {
  const amount = latinDigits(v.approval_threshold.trim())
  return {
    ...v,
    country: v.country.trim() === '' ? null : v.country,
    approval_threshold: amount === '' ? null : amount,
  }
}

/** The contract, read from the form's text. */
export const CompanyFormSchema = z.preprocess(toBody, UpdateCompanyBodySchema)
