import type { OpsSupplier } from '@caravanserai/contracts/ops-suppliers'
import { describe, expect, test } from 'vitest'
import {
  bodyOf,
  checkDayProblem,
  checkExpiryProblem,
  formFieldOf,
  foundedYearProblem,
  valuesOf,
} from './supplier-form.ts'

const supplier: OpsSupplier = {
  id: 4,
  name: 'Golestan Saffron Co.',
  is_verified: true,
  verifications: [
    { kind: 'site_visit', verified_on: '2025-03-02', expires_on: '2027-03-02', expired: false },
  ],
  founded_year: 2004,
  years_in_trade: 22,
  certificates: [],
  product_count: 3,
  rfq_response_hours: null,
  translations: {
    en: { city: 'Mashhad', province: 'Razavi Khorasan', about: 'Saffron.' },
    fa: { city: 'مشهد', province: '', about: '' },
  },
}

describe('the supplier editor', () => {
  test('fills every language and check, and sends back the same profile', () => {
    const values = valuesOf(supplier)
    expect(values.texts.ru).toEqual({ city: '', province: '', about: '' })
    expect(values.checks).toEqual({
      business_licence: { done: false, on: '', until: '' },
      export_licence: { done: false, on: '', until: '' },
      site_visit: { done: true, on: '2025-03-02', until: '2027-03-02' },
    })
    // The mark is not sent: it follows the checks.
    expect(bodyOf(values)).toEqual({
      name: 'Golestan Saffron Co.',
      translations: supplier.translations,
      founded_year: 2004,
      verifications: [{ kind: 'site_visit', verified_on: '2025-03-02', expires_on: '2027-03-02' }],
    })
    const blank = { ...values.checks.site_visit, until: '' }
    expect(bodyOf({ ...values, checks: { ...values.checks, site_visit: blank } }).verifications).toEqual([
      { kind: 'site_visit', verified_on: '2025-03-02' },
    ])
  })

  test('reads a year typed in Persian digits, and a blank one as unknown', () => {
    const values = valuesOf(supplier)
    expect(bodyOf({ ...values, founded_year: '۱۳۹۸' }).founded_year).toBe(1398)
    expect(bodyOf({ ...values, founded_year: ' ' }).founded_year).toBeNull()
    expect(foundedYearProblem('۲۰۰۴', 2026)).toBeNull()
    expect(foundedYearProblem('2027', 2026)).toBe('suppliers.fields.yearInvalid')
    expect(foundedYearProblem('99', 2026)).toBe('suppliers.fields.yearInvalid')
  })

  test('a ticked check needs a day no later than today, and a last day after it when one is given', () => {
    const check = (on: string, until = '', done = true) => ({ done, on, until })
    expect(checkDayProblem(check('', '', false), '2026-01-10')).toBeNull()
    expect(checkDayProblem(check(''), '2026-01-10')).toBe('suppliers.fields.dateRequired')
    expect(checkDayProblem(check('2026-01-11'), '2026-01-10')).toBe('suppliers.fields.dateFuture')
    expect(checkDayProblem(check('2026-01-10'), '2026-01-10')).toBeNull()
    expect(checkExpiryProblem(check('2026-01-10'))).toBeNull()
    expect(checkExpiryProblem(check('2026-01-10', '2026-01-10'))).toBe('suppliers.fields.expiryBeforeCheck')
    expect(checkExpiryProblem(check('2026-01-10', 'soon'))).toBe('suppliers.fields.expiryInvalid')
    expect(checkExpiryProblem(check('2026-01-10', '2028-01-10'))).toBeNull()
  })

  test('puts a server error under the field it is about', () => {
    const body = bodyOf(valuesOf(supplier))
    expect(formFieldOf('verifications.0.verified_on', body)).toBe('checks.site_visit.on')
    expect(formFieldOf('verifications.0.expires_on', body)).toBe('checks.site_visit.until')
    expect(formFieldOf('translations.fa.city', body)).toBe('texts.fa.city')
    expect(formFieldOf('name', body)).toBe('name')
    expect(formFieldOf('verifications', body)).toBeNull()
  })
})
