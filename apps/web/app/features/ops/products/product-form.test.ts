import type { Lang, Locale } from '@caravanserai/contracts/languages'
import { type OpsProduct, productBodyOf } from '@caravanserai/contracts/ops-catalog'
import { describe, expect, test } from 'vitest'
import {
  createBodyOf,
  emptyProductValues,
  formFieldOf,
  newVariation,
  type ProductValues,
  productFormSchema,
  productValuesOf,
  updateBodyOf,
} from './product-form.ts'

const saved: OpsProduct = {
  id: 41,
  status: 'hidden',
  category: 2,
  product_type: 5,
  producer: 'Ararat Looms',
  translations: {
    en: { name: 'Silk carpet', description: 'Hand knotted.' },
    ru: { name: 'Шёлковый ковёр', description: '' },
  },
  variations: [
    {
      id: 90,
      name: { en: '2 × 3 m', fa: '۲ × ۳ متر' },
      price: 1250.5,
      stock: 12,
      minimum_order_quantity: 1,
      attribute_values: [7],
      net_weight_kg: 18.5,
      gross_weight_kg: 21.25,
      price_tiers: [
        { min_quantity: 1, price: 1250.5 },
        { min_quantity: 10, price: 1190 },
      ],
      images: [],
    },
  ],
  is_active: false,
  hs_code: '570110',
  origin_country: 'AM',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  deleted_at: null,
}

function filled(): ProductValues {
  const values = emptyProductValues()
  values.category = '2'
  values.product_type = '5'
  values.hs_code = ' 7323.93 '
  values.translations.en = { name: ' Copper pot ', description: 'Beaten by hand.' }
  values.translations.ru.name = 'Медный котёл'
  values.variations[0] = {
    ...newVariation(),
    name: { en: 'Small', ru: 'Малый', hy: '', fa: '' },
    price: '1,250.75',
    stock: '40',
    minimum_order_quantity: '2',
    attribute_values: [3],
    net_weight_kg: '1.2',
    gross_weight_kg: '1400.5',
  }
  return values
}

const issues = (lang: Lang, values: ProductValues, locales: Locale[] = []) =>
  (productFormSchema(lang, locales).safeParse(values).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.code === 'custom' ? i.message : i.code,
  ])

describe('the product editor form', () => {
  test('makes a create body: English required, blank languages and producer left out', () => {
    const draft = productFormSchema('en').parse(filled())
    expect(createBodyOf(draft)).toEqual({
      category: 2,
      product_type: 5,
      is_active: true,
      hs_code: '732393',
      origin_country: 'IR',
      translations: {
        en: { name: 'Copper pot', description: 'Beaten by hand.' },
        ru: { name: 'Медный котёл', description: '' },
      },
      variations: [
        {
          name: { en: 'Small', ru: 'Малый' },
          price: 1250.75,
          stock: 40,
          minimum_order_quantity: 2,
          attribute_values: [3],
          net_weight_kg: 1.2,
          gross_weight_kg: 1400.5,
          price_tiers: [{ min_quantity: 2, price: 1250.75 }],
        },
      ],
    })
  })

  test('loads a saved product in the page language and writes it back unchanged', () => {
    const body = productBodyOf(saved)
    const values = productValuesOf(body, 'fa')
    expect(values.variations[0]).toMatchObject({
      id: 90,
      price: '۱۲۵۰٫۵۰',
      stock: '۱۲',
      stock_read: 12,
      net_weight_kg: '۱۸٫۵',
      gross_weight_kg: '۲۱٫۲۵',
      tiers: [{ min_quantity: '۱۰', price: '۱۱۹۰٫۰۰' }],
    })
    expect([values.hs_code, values.origin_country]).toEqual(['570110', 'AM'])
    expect(values.translations.hy).toEqual({ name: '', description: '' })
    const draft = productFormSchema('fa', ['en', 'ru']).parse(values)
    expect(updateBodyOf(draft)).toEqual(body)
  })

  test("sends a saved variation's stock with the stock it was loaded with; a new one without", () => {
    const values = productValuesOf(productBodyOf(saved), 'en')
    values.variations[0]!.stock = '30'
    values.variations.push({ ...newVariation(), name: { en: '1 × 1 m', ru: '', hy: '', fa: '' } })
    Object.assign(values.variations[1]!, { price: '99', stock: '4' })
    const [kept, added] = updateBodyOf(productFormSchema('en', ['en', 'ru']).parse(values)).variations!
    expect(kept).toMatchObject({ id: 90, stock: 30, stock_read: 12 })
    expect(added).toMatchObject({ stock: 4 })
    expect(added).not.toHaveProperty('stock_read')
    expect(added).not.toHaveProperty('id')
  })

  test('a blank HS code or weight is unknown (null); the origin is Iran unless chosen', () => {
    const values = productValuesOf(productBodyOf(saved), 'en')
    Object.assign(values, { hs_code: ' ', origin_country: 'tr' })
    Object.assign(values.variations[0]!, { net_weight_kg: '', gross_weight_kg: '  ' })
    const body = updateBodyOf(productFormSchema('en', ['en', 'ru']).parse(values))
    expect([body.hs_code, body.origin_country]).toEqual([null, 'TR'])
    expect(body.variations![0]).toMatchObject({ net_weight_kg: null, gross_weight_kg: null })
    expect(emptyProductValues()).toMatchObject({ hs_code: '', origin_country: 'IR' })
  })

  test('judges the customs facts by the contract, and a gross weight below the net one', () => {
    const values = filled()
    values.hs_code = '0910'
    values.origin_country = 'XX'
    Object.assign(values.variations[0]!, { net_weight_kg: '0', gross_weight_kg: '1.0005' })
    expect(issues('en', values)).toEqual([
      ['hs_code', 'invalid_format'],
      ['origin_country', 'invalid_value'],
      ['variations.0.net_weight_kg', 'too_small'],
      ['variations.0.gross_weight_kg', 'not_multiple_of'],
    ])
    Object.assign(values, { hs_code: '0910.20', origin_country: 'IR' })
    Object.assign(values.variations[0]!, { net_weight_kg: '100001', gross_weight_kg: 'a lot' })
    expect(issues('en', values)).toEqual([
      ['variations.0.net_weight_kg', 'too_big'],
      ['variations.0.gross_weight_kg', 'invalid'],
    ])
    Object.assign(values.variations[0]!, { price: '۱۰', net_weight_kg: '۲٫۵', gross_weight_kg: '۲' })
    expect(issues('fa', values)).toEqual([['variations.0.gross_weight_kg', 'grossBelowNet']])
    values.variations[0]!.gross_weight_kg = '۲٫۵'
    expect(productFormSchema('fa').parse(values).variations[0]).toMatchObject({
      net_weight_kg: 2.5,
      gross_weight_kg: 2.5,
    })
  })

  test('clears a producer on update but never sends an empty one on create', () => {
    const values = productValuesOf(productBodyOf(saved), 'en')
    values.producer = '  '
    const draft = productFormSchema('en', ['en', 'ru']).parse(values)
    expect(updateBodyOf(draft).producer).toBeNull()
    expect(createBodyOf(draft)).not.toHaveProperty('producer')
  })

  test('names each field that needs the operator, by its path', () => {
    const values = emptyProductValues()
    values.translations.fa.description = 'توضیحات'
    values.variations[0]!.price = '12,5'
    expect(issues('en', values)).toEqual([
      ['category', 'required'],
      ['product_type', 'required'],
      ['translations.en.name', 'required'],
      ['translations.fa.name', 'nameForDescription'],
      ['variations.0.name.en', 'required'],
      ['variations.0.price', 'invalid'],
      ['variations.0.stock', 'required'],
    ])
  })

  test('judges amounts by the contract: cents, sign, whole units', () => {
    const values = filled()
    Object.assign(values.variations[0]!, { price: '10.005', stock: '-1', minimum_order_quantity: '0' })
    expect(issues('en', values)).toEqual([
      ['variations.0.price', 'not_multiple_of'],
      ['variations.0.stock', 'too_small'],
      ['variations.0.minimum_order_quantity', 'too_small'],
    ])
    Object.assign(values.variations[0]!, { price: '۱۰٫۵', stock: '۳', minimum_order_quantity: '۱' })
    expect(productFormSchema('fa').parse(values).variations[0]).toMatchObject({
      price: 10.5,
      stock: 3,
      minimum_order_quantity: 1,
    })
  })

  test('an emptied saved translation is removed by the update; a description alone is refused', () => {
    const values = productValuesOf(productBodyOf(saved), 'en')
    values.translations.ru.name = ''
    const draft = productFormSchema('en', ['en', 'ru']).parse(values)
    expect(draft.removed).toEqual(['ru'])
    expect(updateBodyOf(draft).translations).toEqual({
      en: { name: 'Silk carpet', description: 'Hand knotted.' },
      ru: null,
    })
    expect(createBodyOf(draft)).not.toHaveProperty('removed')
    values.translations.ru.description = 'Только описание'
    expect(issues('en', values, ['en', 'ru'])).toEqual([['translations.ru.name', 'nameForDescription']])
  })

  test('puts server messages on the field they name, or above the form', () => {
    expect(formFieldOf('product_type')).toBe('product_type')
    expect(formFieldOf('translations.hy.name')).toBe('translations.hy.name')
    expect(formFieldOf('translations.fa')).toBe('translations.fa.name')
    expect(formFieldOf('variations.1.price')).toBe('variations.1.price')
    expect(formFieldOf('hs_code')).toBe('hs_code')
    expect(formFieldOf('origin_country')).toBe('origin_country')
    expect(formFieldOf('variations.0.gross_weight_kg')).toBe('variations.0.gross_weight_kg')
    expect(formFieldOf('variations.0.name')).toBe('variations.0.name.en')
    expect(formFieldOf('variations.0.name.ru')).toBe('variations.0.name.ru')
    expect(formFieldOf('variations')).toBeNull()
    expect(formFieldOf('variations.0.attribute_values.1')).toBeNull()
    expect(formFieldOf('non_field_errors')).toBeNull()
  })
})
