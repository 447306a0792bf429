import type { Company, CompanyInvitation, CompanyMember } from '@caravanserai/contracts/companies'
import type { CompanyRole } from '@caravanserai/contracts/company-roles'
import type * as tables from '../../db/schema/companies.ts'

type CompanyRow = Pick<
  tables.Company,
  | 'id'
  | 'legalName'
  | 'taxId'
  | 'registrationNumber'
  | 'legalAddress'
  | 'country'
  | 'approvalThreshold'
  | 'createdAt'
>

/** A company as GET /company/ sends it, with the reader's role. */
export function companyJson(row: CompanyRow, role: CompanyRole): Company {
  return {
    id: row.id,
    legal_name: row.legalName,
    tax_id: row.taxId,
    registration_number: row.registrationNumber,
    legal_address: row.legalAddress,
    country: row.country,
    approval_threshold: row.approvalThreshold,
    is_personal: row.legalName === null,
    role,
    created_at: row.createdAt.toISOString(),
  }
}

export type MemberRow = {
  userId: number
  name: string
  email: string
  role: CompanyRole
  monthlyLimit: string | null
  joinedAt: Date
}

export function memberJson(row: MemberRow): CompanyMember {
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    monthly_limit: row.monthlyLimit,
    joined_at: row.joinedAt.toISOString(),
  }
}

export type InvitationRow = {
  id: number
  email: string
  role: CompanyRole
  invitedBy: string | null
  expiresAt: Date
  createdAt: Date
}

export function invitationJson(row: InvitationRow): CompanyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }
}
