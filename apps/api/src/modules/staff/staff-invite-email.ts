import { EMAILED_LINK_PAGES, emailedLinkPath } from '@caravanserai/contracts/emailed-links'
import type { StaffRole } from '../../db/schema/accounts.ts'
import { defineEmail } from '../email/email-template.ts'

export type StaffInviteParams = { name: string; inviter: string; role: StaffRole; uid: string; token: string }

/**
 * The invitation to the console (docs/product.md#staff-and-roles): who invites, as what, and the
 * one-time link where the person chooses a password; valid 3 days, each new one voids the last.
 */
export const staffInviteEmail = defineEmail<StaffInviteParams>('staff_invite', (p, { t, link }) => ({
  subject: t('email.staffInvite.subject'),
  greeting: p.name,
  paragraphs: [t('email.staffInvite.body', { inviter: p.inviter, role: t(`staff.role.${p.role}`) })],
  action: {
    label: t('email.staffInvite.action'),
    url: link(emailedLinkPath(EMAILED_LINK_PAGES.staffInvite, p)),
  },
  notes: [t('email.staffInvite.expiry'), t('email.staffInvite.ignore')],
}))
