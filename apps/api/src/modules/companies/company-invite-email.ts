import type { CompanyRole } from '@caravanserai/contracts/company-roles'
import { defineEmail } from '../email/email-template.ts'

export type CompanyInviteParams = {
  inviter: string
  /** null: a person buying for themselves invites someone to buy with them. */
  company: string | null
  role: CompanyRole
  token: string
}

/** The storefront page of an invitation's link; the token rides in the query, kept out of logs. */
export const companyInvitePath = (token: string) => `/company-invite?token=${encodeURIComponent(token)}`

/**
 * An invitation to buy for a company (docs/decisions/056-companies-are-the-buyer.md): who invites,
 * to which company, as what, and the one-time link; valid 7 days, for this address only.
 */
export const companyInviteEmail = defineEmail<CompanyInviteParams>('company_invite', (p, { t, link }) => {
  const role = t(`companies.role.${p.role}`)
  return {
    subject: p.company
      ? t('email.companyInvite.subject', { company: p.company })
      : t('email.companyInvite.subjectPersonal', { inviter: p.inviter }),
    greeting: '',
    paragraphs: [
      p.company
        ? t('email.companyInvite.body', { inviter: p.inviter, company: p.company, role })
        : t('email.companyInvite.bodyPersonal', { inviter: p.inviter, role }),
    ],
    action: { label: t('email.companyInvite.action'), url: link(companyInvitePath(p.token)) },
    notes: [t('email.companyInvite.expiry'), t('email.companyInvite.ignore')],
  }
})
