import type { RequestLimit } from '../../plugins/rate-limit.ts'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Public writes per client address (docs/decisions/009): enough for a person who mistypes, too
 * few to use the forms as a mail cannon. Requests refused by validation are not counted.
 */
export const CONTACT_PER_IP: RequestLimit = { name: 'contact-ip', max: 5, windowMs: TEN_MINUTES }
export const NEWSLETTER_PER_IP: RequestLimit = { name: 'newsletter-ip', max: 5, windowMs: TEN_MINUTES }
/**
 * Sign-ups for one address, from anywhere: each may send a confirmation email, and an inbox
 * should not get more than a few of those a day from us, whoever asks.
 */
export const NEWSLETTER_PER_ADDRESS: RequestLimit = {
  name: 'newsletter-address',
  max: 3,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'newsletter.tooManyForAddress',
}
/** Confirmation tokens are 256 random bits; this only keeps a script from hammering the table. */
export const CONFIRMATIONS_PER_IP: RequestLimit = {
  name: 'newsletter-confirm-ip',
  max: 30,
  windowMs: TEN_MINUTES,
}
