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
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
        expect(placeholders(catalogues[locale][key] ?? ''), key).toEqual(placeholders(text))
      }
    },
  )

  test('fills placeholders', () => {
    expect(translate('en', 'validation.tooLong', { max: 5 })).toBe(
      'Ensure this field has no more than 5 characters.',
    )
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
