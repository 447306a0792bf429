import { expect } from '@playwright/test'

type Message = { to: string[]; subject: string; text: string }

/** The first match of `pattern` in the text of an email to `to`, waiting for it to arrive. */
export async function findInMail(to: string, pattern: RegExp): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`)
        const messages = (await res.json()) as Message[]
        found = messages.map((m) => pattern.exec(m.text)?.[0]).find(Boolean) ?? ''
        return found
      },
      { timeout: 15_000, message: `an email to ${to} matching ${pattern}` },
    )
    .not.toBe('')
  return found
}
