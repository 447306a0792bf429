import type { Db } from '../../db/client.ts'
import type { EmailTemplate } from '../email/email-template.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { staffRecipients } from './staff-queries.ts'

/** Emails every staff member who hears of the shop's business through `tx`, each in their language. */
export async function emailStaff<P>(tx: Db, template: EmailTemplate<P>, params: P, email: EmailContext) {
  for (const person of await staffRecipients(tx))
    await enqueueEmail(tx, { to: person.email, locale: person.locale, template, params }, email)
}
