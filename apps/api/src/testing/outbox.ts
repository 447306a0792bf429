import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client.ts'

export type OutboxEmail = {
  id: number
  template: string
  subject: string
  text: string
  html: string
  locale: string
}

/** The emails written to `to`, oldest first, with the uid and token of the link in each. */
export async function emailsTo(db: Db, to: string) {
  const rows = await queryRows<OutboxEmail>(
    db,
    sql`select id, template, subject, text, html, locale from email_outbox where to_address = ${to} order by id`,
  )
  return rows.map((row) => {
    const verify = /\/verify-email\/([\w-]+)\/([\w-]+)/.exec(row.text)
    const reset = /\/reset-password\/([\w-]+)\?encoded_id=([\w-]+)/.exec(row.text)
    const link = verify
      ? { uid: verify[1]!, token: verify[2]! }
      : reset
        ? { uid: reset[2]!, token: reset[1]! }
        : null
    return { ...row, link }
  })
}

/** The link of the last email of `template` to `to`. */
export async function lastLink(db: Db, to: string, template: string) {
  const link = (await emailsTo(db, to)).filter((e) => e.template === template).at(-1)?.link
  if (!link) throw new Error(`no ${template} email to ${to}`)
  return link
}
