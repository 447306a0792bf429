/**
 * A company's people and what each may do (docs/decisions/056-companies-are-the-buyer.md): the
 * one table of roles and permissions, read by the API's ownership checks and by the pages that
 * show or hide an action. Without schemas, so that a page may import it without loading zod.
 */
export const COMPANY_ROLES = ['owner', 'buyer', 'approver', 'finance', 'viewer'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

/**
 * - `view`: the company's orders, RFQs, documents, addresses and conversations;
 * - `buy`: checkout, RFQs, offers, quotes, receipt, claims and the address book;
 * - `approve`: the company's approval of an order above its limits;
 * - `pay`: payment confirmations (the transfer's proof);
 * - `message`: writing in an order's conversation;
 * - `manage`: the company's details, people, roles, invitations and limits.
 */
export const COMPANY_PERMISSIONS = ['view', 'buy', 'approve', 'pay', 'message', 'manage'] as const
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number]

export const ROLES_WITH: Record<CompanyPermission, readonly CompanyRole[]> = {
  view: COMPANY_ROLES,
  buy: ['owner', 'buyer'],
  approve: ['owner', 'approver'],
  pay: ['owner', 'finance'],
  message: ['owner', 'buyer', 'approver', 'finance'],
  manage: ['owner'],
}

export function roleCan(role: CompanyRole, permission: CompanyPermission): boolean {
  return ROLES_WITH[permission].includes(role)
}
