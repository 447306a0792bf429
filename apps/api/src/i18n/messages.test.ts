import { LOCALES } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import { catalogues, requestLocale, translate } from './messages.ts'

describe('API messages', () => {
  test.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every English key with the same placeholders',
    (locale) => {
      const english = catalogues.en
      expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: string) => (s.match(/\{\w+(:day)?\}/g) ?? []).sort()
        expect(placeholders(catalogues[locale][key] ?? ''), key).toEqual(placeholders(text))
      }
    },
  )

  test('fills placeholders', () => {
    expect(translate('en', 'validation.tooLong', { max: 5 })).toBe(
      'Ensure this field has no more than 5 characters.',
    )
  })

  test('writes a day as each language writes a date', () => {
    const day = { date: '2026-03-15' }
    expect(translate('en', 'orders.quoteExpired', day)).toContain('15 March 2026')
    expect(translate('ru', 'orders.quoteExpired', day)).toContain('15 марта 2026 г.')
    expect(translate('fa', 'orders.quoteExpired', day)).toContain('۱۴۰۴')
  })

  test.each([
    [undefined, 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['am', 'hy'],
    ['hy-AM', 'hy'],
    ['de-DE, fa;q=0.5, ru;q=0.7', 'ru'],
    ['de, fr', 'en'],
    ['fa;q=0, en', 'en'],
  ])('picks %s as %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale)
  })
})
