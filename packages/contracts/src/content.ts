import { z } from 'zod'
import { CONTACT_LIMITS } from './content-limits.ts'

/** A missing or non-text value gets `key`; other issues keep their kind (too long...). */
/* @__NO_SIDE_EFFECTS__ */ function text(key: string) {
  return z.string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
}

/** A required text: blank or missing gives the field's own message key (docs/product.md#contact). */
/* @__NO_SIDE_EFFECTS__ */ function requiredText(key: string, max: number) {
  return text(key).trim().min(1, { error: key, abort: true }).max(max)
}

/** An email address: blank and malformed each have their own message key. */
/* @__NO_SIDE_EFFECTS__ */ function emailAddress(keys: { required: string; invalid: string }) {
  return text(keys.required)
    .trim()
    .min(1, { error: keys.required, abort: true })
    .max(CONTACT_LIMITS.email)
    .pipe(z.email({ error: keys.invalid }))
}

/** POST /contact/: a message for the operators, stored for their inbox (docs/product.md#contact). */
export const ContactMessageBodySchema = z
  .object({
    name: requiredText('contact.nameRequired', CONTACT_LIMITS.name),
    email: emailAddress({ required: 'contact.emailRequired', invalid: 'contact.emailInvalid' }),
    subject: requiredText('contact.subjectRequired', CONTACT_LIMITS.subject),
    message: requiredText('contact.messageRequired', CONTACT_LIMITS.message),
    company: z.string().trim().max(CONTACT_LIMITS.company).optional(),
  })
  .strict()
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>
export type ContactMessageInput = z.input<typeof ContactMessageBodySchema>

/** POST /newsletter/: a sign-up, confirmed later by the emailed link (double opt-in). */
export const NewsletterBodySchema = z
  .object({
    email: emailAddress({ required: 'newsletter.emailRequired', invalid: 'newsletter.emailInvalid' }),
  })
  .strict()
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>

/** POST /newsletter/confirm/: the token from the confirmation link. */
export const NewsletterConfirmBodySchema = z.object({ token: z.string().trim().min(1).max(200) }).strict()

/** The answer to a public write: a sentence in the request language, and its stable code. */
export const ContentReplySchema = z.object({ detail: z.string(), code: z.string() })
export type ContentReply = z.infer<typeof ContentReplySchema>
