import { LOCALES } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import { renderEmail } from './email-layout.ts'
import { passwordChangedEmail } from './templates/password-changed-email.ts'
import { passwordResetEmail } from './templates/password-reset-email.ts'
import { verificationEmail } from './templates/verification-email.ts'

const site = { publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' }
const lang = { en: 'en', ru: 'ru', hy: 'am', fa: 'fa' } as const

describe('email rendering', () => {
  test.each(LOCALES)('a verification email in %s links to the storefront in its language', (locale) => {
    const email = renderEmail(verificationEmail, { name: 'Nareh', uid: 'MTI', token: 'abc123' }, locale, site)
    const link = `https://shop.example/${lang[locale]}/verify-email/MTI/abc123`
    expect(email.actionUrl).toBe(link)
    expect(email.text).toContain(link)
    expect(email.html).toContain(`href="${link}"`)
    expect(email.html).toContain(`lang="${lang[locale]}" dir="${locale === 'fa' ? 'rtl' : 'ltr'}"`)
    expect(email.text).toContain('help@shop.example')
    expect(email.text).toContain('Nareh')
  })

  test('each language has its own words', () => {
    const subjects = LOCALES.map((l) =>
      renderEmail(passwordResetEmail, { name: '', uid: 'MQ', token: 't' }, l, site),
    )
    expect(new Set(subjects.map((s) => s.subject)).size).toBe(4)
    expect(subjects[3]!.subject).toBe('بازنشانی گذرواژه')
  })

  test('a reset link carries the token in the path and the uid as encoded_id', () => {
    const email = renderEmail(passwordResetEmail, { name: 'A', uid: 'NDI', token: 'tok-en_1' }, 'hy', site)
    expect(email.actionUrl).toBe('https://shop.example/am/reset-password/tok-en_1?encoded_id=NDI')
    expect(email.html).toContain('href="https://shop.example/am/reset-password/tok-en_1?encoded_id=NDI"')
  })

  test('whatever a person typed is escaped in the HTML and kept as typed in the text', () => {
    const email = renderEmail(
      verificationEmail,
      { name: '<img src=x onerror=alert(1)> "Q&A"', uid: 'MQ', token: 't' },
      'en',
      site,
    )
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Q&amp;A&quot;')
    expect(email.text).toContain('Hello <img src=x onerror=alert(1)> "Q&A",')
  })

  test('a person without a name gets a neutral greeting', () => {
    expect(renderEmail(verificationEmail, { name: ' ', uid: 'MQ', token: 't' }, 'ru', site).text).toContain(
      'Здравствуйте!',
    )
  })

  test('the password-changed date is in the reader’s calendar and digits', () => {
    const changedAt = new Date('2026-03-21T08:30:00Z')
    const fa = renderEmail(passwordChangedEmail, { name: 'کاوه', changedAt }, 'fa', site)
    expect(fa.text).toContain('۱۴۰۵')
    const en = renderEmail(passwordChangedEmail, { name: 'Kaveh', changedAt }, 'en', site)
    expect(en.text).toContain('21 March 2026')
    expect(en.actionUrl).toBe('https://shop.example/en/login')
  })
})
