import type { Lang } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import {
  emptyProductValues,
  formFieldOf,
  newVariation,
  type ProductValues,
  productFormSchema,
} from './product-form.ts'
import { tierValuesOf } from './tier-form.ts'

function tiered(tiers: ProductValues['variations'][number]['tiers']): ProductValues {
  const values = emptyProductValues()
  Object.assign(values, { category: '2', product_type: '5' })
  values.translations.en.name = 'Copper pot'
  values.variations[0] = {
    ...newVariation(),
    name: { en: 'Small', ru: '', hy: '', fa: '' },
    price: '12.40',
    stock: '900',
    minimum_order_quantity: '1',
    tiers,
  }
  return values
}

const issues = (lang: Lang, values: ProductValues) =>
  (productFormSchema(lang).safeParse(values).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.code === 'custom' ? i.message : i.code,
  ])

describe("the editor's volume price tiers", () => {
  test('sends the whole list: the first tier at the minimum order and the price, then the rows', () => {
    const values = tiered([
      { min_quantity: '100', price: '11.80' },
      { min_quantity: '500', price: '11.10' },
    ])
    expect(productFormSchema('en').parse(values).variations[0]?.price_tiers).toEqual([
      { min_quantity: 1, price: 12.4 },
      { min_quantity: 100, price: 11.8 },
      { min_quantity: 500, price: 11.1 },
    ])
    Object.assign(values.variations[0]!, { minimum_order_quantity: '50', price: '12.60' })
    expect(productFormSchema('en').parse(values).variations[0]?.price_tiers[0]).toEqual({
      min_quantity: 50,
      price: 12.6,
    })
  })

  test('a variation without rows has one price for every quantity', () => {
    expect(productFormSchema('en').parse(tiered([])).variations[0]?.price_tiers).toEqual([
      { min_quantity: 1, price: 12.4 },
    ])
  })

  test('reads rows typed in Persian digits, and loads the saved tiers after the first', () => {
    const values = tiered([{ min_quantity: '۱۰۰', price: '۱۱٫۸۰' }])
    values.variations[0]!.price = '۱۲٫۴۰'
    expect(productFormSchema('fa').parse(values).variations[0]?.price_tiers[1]).toEqual({
      min_quantity: 100,
      price: 11.8,
    })
    const saved = [
      { min_quantity: 1, price: 12.4 },
      { min_quantity: 100, price: 11.8 },
    ]
    expect(tierValuesOf('fa', saved)).toEqual([{ min_quantity: '۱۰۰', price: '۱۱٫۸۰' }])
  })

  test('puts a quantity not past the row above on that row’s quantity', () => {
    expect(
      issues(
        'en',
        tiered([
          { min_quantity: '100', price: '11.80' },
          { min_quantity: '100', price: '11.10' },
        ]),
      ),
    ).toEqual([['variations.0.tiers.1.min_quantity', 'ops.tiersAscending']])
    const values = tiered([{ min_quantity: '100', price: '11.80' }])
    values.variations[0]!.minimum_order_quantity = '150'
    expect(issues('en', values)).toEqual([['variations.0.tiers.0.min_quantity', 'ops.tiersAscending']])
  })

  test('puts a price not below the row above on that row’s price, the first row being the variation', () => {
    expect(issues('en', tiered([{ min_quantity: '100', price: '12.40' }]))).toEqual([
      ['variations.0.tiers.0.price', 'ops.tierPriceNotLower'],
    ])
    expect(
      issues(
        'en',
        tiered([
          { min_quantity: '100', price: '11.80' },
          { min_quantity: '500', price: '11.90' },
        ]),
      ),
    ).toEqual([['variations.0.tiers.1.price', 'ops.tierPriceNotLower']])
  })

  test('judges each row’s numbers first, and the order of the rows only once they are numbers', () => {
    expect(
      issues(
        'en',
        tiered([
          { min_quantity: '', price: '11.805' },
          { min_quantity: '2.5', price: 'cheap' },
        ]),
      ),
    ).toEqual([
      ['variations.0.tiers.0.min_quantity', 'required'],
      ['variations.0.tiers.0.price', 'not_multiple_of'],
      ['variations.0.tiers.1.min_quantity', 'invalid_type'],
      ['variations.0.tiers.1.price', 'invalid'],
    ])
  })

  test("puts the server's message about a tier on its row: tier M is row M − 1", () => {
    expect(formFieldOf('variations.1.price_tiers.2')).toBe('variations.1.tiers.1')
    expect(formFieldOf('variations.0.price_tiers.1.price')).toBe('variations.0.tiers.0.price')
    expect(formFieldOf('variations.0.price_tiers.3.min_quantity')).toBe('variations.0.tiers.2.min_quantity')
    expect(formFieldOf('variations.0.price_tiers.0')).toBeNull()
    expect(formFieldOf('variations.0.price_tiers')).toBeNull()
  })
})
