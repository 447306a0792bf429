import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Translations } from './translator.ts'
import { Trans } from './use-translation.tsx'

const messages = {
  en: {
    common: {
      hello: 'Hello, {{name}}!',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      only: 'English only',
      shop: { review: { title: 'Your review' } },
      sections: [{ title: 'One {{n}}' }, { title: 'Two' }],
      terms: 'I accept the <terms>terms</terms> and <br/>more',
    },
    orders: { title: 'Orders' },
  },
  ru: {
    common: {
      hello: 'Здравствуйте, {{name}}!',
      items_one: '{{count}} товар',
      items_few: '{{count}} товара',
      items_many: '{{count}} товаров',
      shop: { review: { title: 'Ваш отзыв' } },
    },
  },
  fa: { common: { items_one: '{{count}} کالا', items_other: '{{count}} کالا' } },
}

describe('Translations', () => {
  const ru = new Translations('ru', structuredClone(messages))

  it('fills values into texts', () => {
    expect(ru.fixedT('ru')('hello', { name: 'Анна' })).toBe('Здравствуйте, Анна!')
    expect(ru.fixedT('ru')('hello')).toBe('Здравствуйте, !')
  })

  it('picks the plural form by each language’s rules', () => {
    const t = ru.fixedT('ru')
    expect([1, 2, 5, 21, 22, 11].map((count) => t('items', { count }))).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '21 товар',
      '22 товара',
      '11 товаров',
    ])
    expect(ru.fixedT('en')('items', { count: 1 })).toBe('1 item')
    expect(ru.fixedT('en')('items', { count: 0 })).toBe('0 items')
    expect(ru.fixedT('fa')('items', { count: 3 })).toBe('۳ کالا')
    expect(ru.fixedT('en')('items', { count: 1200 })).toBe('1,200 items')
  })

  it('reads other namespaces, key prefixes, and falls back to English', () => {
    expect(ru.fixedT('ru')('orders:title')).toBe('Orders')
    expect(ru.fixedT('ru', 'orders')('title')).toBe('Orders')
    expect(ru.fixedT('ru')('title', { ns: 'orders' })).toBe('Orders')
    expect(ru.fixedT('ru', 'common', 'shop.review')('title')).toBe('Ваш отзыв')
    expect(ru.fixedT('ru')('only')).toBe('English only')
  })

  it('answers the default value, else the key, for a missing text', () => {
    const t = ru.fixedT('ru')
    expect(t('missing.key', { defaultValue: '' })).toBe('')
    expect(t('missing.key')).toBe('missing.key')
    expect(t('shop.review')).toBe('shop.review')
  })

  it('returns objects when asked, with their texts filled in', () => {
    expect(ru.fixedT('en')('sections', { returnObjects: true, n: 1 })).toEqual([
      { title: 'One 1' },
      { title: 'Two' },
    ])
  })

  it('switches language for readers of the current one and tells subscribers', () => {
    const translations = new Translations('en', structuredClone(messages))
    let told = 0
    const stop = translations.subscribe(() => told++)
    translations.setLanguage('en')
    translations.setLanguage('ru')
    stop()
    translations.setLanguage('en')
    expect(told).toBe(1)
    translations.add('am', 'common', { hello: 'Բարև, {{name}}' })
    expect(translations.has('am', 'common')).toBe(true)
    translations.setLanguage('am')
    expect(translations.t('hello', { name: 'Արամ' })).toBe('Բարև, Արամ')
  })
})

describe('Trans', () => {
  it('puts the given elements where the translation places its tags', () => {
    const t = new Translations('en', structuredClone(messages)).fixedT('en')
    const html = renderToStaticMarkup(
      <Trans t={t} i18nKey="terms" components={{ terms: <strong />, br: <br /> }} />,
    )
    expect(html).toBe('I accept the <strong>terms</strong> and <br/>more')
  })
})
