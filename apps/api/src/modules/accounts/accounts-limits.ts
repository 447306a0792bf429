import type { FailureLimit, RequestLimit } from '../../plugins/rate-limit.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Sign-in failures per email and address (an IPv6 address counts by its /64): five free, then each further one waits twice as long,
 * 1, 2, 4, 8 minutes up to 15; remembered for an hour after the last one (docs/decisions/008).
 */
export const LOGIN_FAILURES: FailureLimit = {
  name: 'login-account',
  free: 5,
  memoryMs: HOUR,
  delayMs: (n) => Math.min(MINUTE * 2 ** (n - 5), 15 * MINUTE),
  message: 'accounts.tooManyLoginAttempts',
}

/**
 * Sign-in failures per email from every address together, against guessing spread over many
 * addresses: twenty free, then 30 s doubling up to 5 minutes, softer than the per-address delay
 * so that someone failing on purpose can hold a buyer off for minutes, never for long.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: FailureLimit = {
  name: 'login-email',
  free: 20,
  memoryMs: HOUR,
  delayMs: (n) => Math.min(30_000 * 2 ** (n - 20), 5 * MINUTE),
  message: 'accounts.tooManyLoginAttempts',
}

/** A ceiling per IP whatever the emails tried: 50 failures block it for 15 minutes. */
export const LOGIN_FAILURES_PER_IP: FailureLimit = {
  name: 'login-ip',
  free: 50,
  memoryMs: 15 * MINUTE,
  delayMs: () => 15 * MINUTE,
  message: 'accounts.tooManyLoginAttempts',
}

/** Wrong current passwords (change-password, delete-account) per account, like sign-ins. */
export const PASSWORD_FAILURES: FailureLimit = {
  ...LOGIN_FAILURES,
  name: 'password-check',
  message: 'accounts.tooManyPasswordAttempts',
}

/** Reset and verification emails: 5 an hour to one address, 20 an hour from one IP. */
export const EMAILS_PER_ADDRESS: RequestLimit = {
  name: 'emails-address',
  max: 5,
  windowMs: HOUR,
  message: 'accounts.tooManyEmailRequests',
}
export const EMAILS_PER_IP: RequestLimit = {
  name: 'emails-ip',
  max: 20,
  windowMs: HOUR,
  message: 'accounts.tooManyEmailRequests',
}

export const REGISTRATIONS_PER_IP: RequestLimit = {
  name: 'register-ip',
  max: 10,
  windowMs: HOUR,
  message: 'accounts.tooManyRegistrations',
}
