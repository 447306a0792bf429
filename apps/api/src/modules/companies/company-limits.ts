import { COMPANY_INVITES_PER_HOUR } from '@caravanserai/contracts/companies'
import type { RequestLimit } from '../../plugins/rate-limit.ts'

/** Invitations sent per owner (docs/decisions/008): as the console's per admin. */
export const INVITES_PER_OWNER: RequestLimit = {
  name: 'company-invites',
  max: COMPANY_INVITES_PER_HOUR,
  windowMs: 60 * 60_000,
  message: 'companies.tooManyInvitations',
}

/**
 * Invitation tokens tried per client address, checked or accepted: they are 256 random bits, so
 * this only keeps a script from hammering the table, as with newsletter confirmations.
 */
export const INVITATION_TOKENS_PER_IP: RequestLimit = {
  name: 'company-invitation-ip',
  max: 30,
  windowMs: 10 * 60_000,
}
