import { describe, expect, test } from 'vitest'
import {
  activeFilterCount,
  chipsOf,
  EMPTY_FILTERS,
  type FilterState,
  filtersFromParams,
  filtersKey,
  filtersToParams,
  listQueryOf,
  slidPrice,
  typedPrice,
  withAttributeValue,
  withCategory,
  withoutChip,
  withPage,
  withPriceRange,
  withProductType,
  withSearch,
  withSort,
  withVerifiedOnly,
} from './filter-state.ts'

const parse = (query: string) => filtersFromParams(new URLSearchParams(query))
const full: FilterState = {
  search: 'saffron',
  category: '1',
  productType: '2',
  priceRange: { min: '100', max: '500' },
  priceCurrency: 'USD',
  sort: 'priceAsc',
  attributeFilters: { '3': ['1 g tin', '5 g tin'], '4': ['2024 crop'] },
  verifiedOnly: true,
  producer: '7',
  page: 3,
}

describe('reading the catalogue URL', () => {
  test('reads every parameter, repeated attributes included', () => {
    expect(
      parse(
        'search=saffron&category=1&product_type=2&producer=7&verified_producers=true&price_gt=100&price_lt=500&sort=priceAsc&attribute_3=1+g+tin&attribute_3=5+g+tin&attribute_4=2024+crop&page=3',
      ),
    ).toEqual(full)
  })

  test('accepts the aliases query, price_min and price_max', () => {
    expect(parse('query=pistachio&price_min=50&price_max=900')).toMatchObject({
      search: 'pistachio',
      priceRange: { min: '50', max: '900' },
    })
  })

  test('ignores what is not an id, a type without a category and attributes without a type', () => {
    expect(parse('category=all&product_type=2&attribute_3=x')).toEqual(EMPTY_FILTERS)
    expect(parse('category=1&product_type=abc&attribute_3=x')).toMatchObject({
      productType: '',
      attributeFilters: {},
    })
  })

  test('treats a zero bound as open and a minimum above the maximum as no range', () => {
    expect(parse('price_gt=0&price_lt=0').priceRange).toEqual({ min: '', max: '' })
    expect(parse('price_gt=600&price_lt=500').priceRange).toEqual({ min: '', max: '' })
    expect(parse('price_gt=abc').priceRange).toEqual({ min: '', max: '' })
  })

  test('drops from texts what the API could not store', () => {
    expect(parse('search=sa%00ffron&category=1&product_type=2&attribute_3=1%00g').search).toBe('saffron')
    expect(parse('category=1&product_type=2&attribute_3=1%00g').attributeFilters).toEqual({ '3': ['1g'] })
  })

  test('keeps a typed maximum past the slider, and reads bounds typed in Persian digits', () => {
    expect(parse('price_lt=25000').priceRange).toEqual({ min: '', max: '25000' })
    expect(parse('price_gt=%DB%B1%DB%B5%DB%B0&price_lt=%DB%B9%DB%B0%DB%B0').priceRange).toEqual({
      min: '150',
      max: '900',
    })
  })

  test('reads the verified-suppliers filter as on or off, and a supplier only by its id', () => {
    expect(parse('verified_producers=1&producer=12')).toMatchObject({ verifiedOnly: true, producer: '12' })
    expect(parse('verified_producers=false&producer=Golestan')).toMatchObject({
      verifiedOnly: false,
      producer: '',
    })
  })

  test('reads page 1 for a missing, bad or non-positive page, and newest for an unknown sort', () => {
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=2.5').page).toBe(1)
    expect(parse('sort=cheapest').sort).toBe('newest')
  })
})

describe('writing the catalogue URL', () => {
  test('round-trips every filter in one spelling', () => {
    expect(filtersFromParams(filtersToParams(full))).toEqual(full)
    expect(filtersToParams(full).getAll('attribute_3')).toEqual(['1 g tin', '5 g tin'])
  })

  test('writes page only above 1 and sort only when not newest', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, search: 'x' }).toString()).toBe('search=x')
    expect(filtersToParams({ ...EMPTY_FILTERS, page: 2 }).toString()).toBe('page=2')
  })

  test('reads the bounds’ currency, dollars when the URL names none or no known one, and none without bounds', () => {
    expect(parse('price_gt=50000&currency=AMD')).toMatchObject({
      priceRange: { min: '50000', max: '' },
      priceCurrency: 'AMD',
    })
    expect(parse('price_gt=100').priceCurrency).toBe('USD')
    expect(parse('price_gt=100&currency=XYZ').priceCurrency).toBe('USD')
    expect(parse('currency=AMD')).toEqual(EMPTY_FILTERS)
  })

  test('gives aliases and canonical names the same key', () => {
    expect(filtersKey(new URLSearchParams('query=a&price_min=5'))).toBe(
      filtersKey(new URLSearchParams('price_gt=5&search=a')),
    )
  })
})

describe('the list query sent to the API', () => {
  test('sends every attribute filter, the trimmed query and both price bounds', () => {
    expect(listQueryOf({ ...full, search: '  saffron ' })).toEqual({
      page: 3,
      page_size: 12,
      order_by: 'price_low_to_high',
      category: '1',
      product_type: '2',
      producer: '7',
      verified_producers: 'true',
      query: 'saffron',
      price_gt: '100',
      price_lt: '500',
      attribute_3: ['1 g tin', '5 g tin'],
      attribute_4: ['2024 crop'],
    })
  })

  test('sends bounds typed in another currency as typed, naming it for the API to read them in', () => {
    const state = {
      ...EMPTY_FILTERS,
      priceRange: { min: '39125', max: '391250' },
      priceCurrency: 'AMD' as const,
    }
    expect(listQueryOf(state)).toMatchObject({ price_gt: '39125', price_lt: '391250', currency: 'AMD' })
    expect(listQueryOf(full)).not.toHaveProperty('currency')
  })

  test('leaves out blank search and open price ends', () => {
    expect(listQueryOf({ ...EMPTY_FILTERS, search: '   ' })).toEqual({
      page: 1,
      page_size: 12,
      order_by: 'date',
    })
  })
})

describe('changing filters', () => {
  test('a category clears the type and attributes and returns to page 1', () => {
    expect(withCategory(full, '5')).toMatchObject({
      category: '5',
      productType: '',
      attributeFilters: {},
      page: 1,
    })
  })

  test('a type clears the attributes; without a category it is refused', () => {
    expect(withProductType(full, '9')).toMatchObject({ productType: '9', attributeFilters: {}, page: 1 })
    expect(withProductType(EMPTY_FILTERS, '9')).toBe(EMPTY_FILTERS)
  })

  test('the verified-suppliers filter turns on and off, back to page 1', () => {
    expect(withVerifiedOnly({ ...EMPTY_FILTERS, page: 4 }, true)).toEqual({
      ...EMPTY_FILTERS,
      verifiedOnly: true,
    })
    expect(filtersToParams(withVerifiedOnly(EMPTY_FILTERS, true)).toString()).toBe('verified_producers=true')
    expect(filtersToParams(withVerifiedOnly(full, false)).has('verified_producers')).toBe(false)
  })

  test('sort, search and price changes return to page 1', () => {
    expect(withSort(full, 'priceDesc').page).toBe(1)
    expect(withSearch(full, 'tea').page).toBe(1)
    expect(withPriceRange(full, { min: '0', max: '' }, 'AMD')).toMatchObject({
      priceRange: { min: '', max: '' },
      // No bound is in no currency.
      priceCurrency: 'USD',
      page: 1,
    })
  })

  test('a range typed in the display currency is kept in it, and the URL says so', () => {
    const next = withPriceRange(EMPTY_FILTERS, { min: '50000', max: '' }, 'AMD')
    expect(next).toMatchObject({ priceRange: { min: '50000', max: '' }, priceCurrency: 'AMD' })
    expect(filtersToParams(next ?? EMPTY_FILTERS).toString()).toBe('price_gt=50000&currency=AMD')
    expect(withPriceRange(full, { min: '1', max: '2' }, 'RUB')?.priceCurrency).toBe('RUB')
  })

  test('a slider at the top of another currency’s scale opens its side', () => {
    expect(slidPrice({ min: '', max: '20000' }, 'max', 4_000_000, 4_000_000)).toEqual({ min: '', max: '' })
    expect(slidPrice({ min: '', max: '' }, 'max', 3_980_000, 4_000_000)).toEqual({ min: '', max: '3980000' })
  })

  test('refuses a minimum above the maximum', () => {
    expect(withPriceRange(full, { min: '600', max: '550' }, 'USD')).toBeNull()
  })

  test('a slider at its extreme opens its side; the other side keeps a typed bound past the slider', () => {
    expect(slidPrice({ min: '100', max: '25000' }, 'min', 0, 10_000)).toEqual({ min: '', max: '25000' })
    expect(slidPrice({ min: '100', max: '500' }, 'max', 10_000, 10_000)).toEqual({ min: '100', max: '' })
    expect(slidPrice({ min: '', max: '' }, 'min', 250, 10_000)).toEqual({ min: '250', max: '' })
  })

  test('a typed bound is whole dollars in either script; blank opens it; anything else is no bound', () => {
    const range = { min: '100', max: '500' }
    expect(typedPrice(range, 'max', ' ۲۵۰۰۰ ')).toEqual({ min: '100', max: '25000' })
    expect(typedPrice(range, 'min', '')).toEqual({ min: '', max: '500' })
    expect(typedPrice(range, 'min', '007')).toEqual({ min: '7', max: '500' })
    for (const text of ['12.5', '-3', '1e3', 'ten', '99999999999']) {
      expect(typedPrice(range, 'min', text), text).toBeNull()
    }
  })

  test('adds trimmed attribute values, refusing blanks and repeats', () => {
    expect(withAttributeValue(full, '4', '  2023 crop ')?.attributeFilters['4']).toEqual([
      '2024 crop',
      '2023 crop',
    ])
    expect(withAttributeValue(full, '4', '   ')).toBeNull()
    expect(withAttributeValue(full, '4', '2024 crop')).toBeNull()
  })

  test('ignores pages outside 1..total', () => {
    expect(withPage(full, 0, 5)).toBe(full)
    expect(withPage(full, 6, 5)).toBe(full)
    expect(withPage(full, 5, 5).page).toBe(5)
  })
})

describe('chips', () => {
  test('one per filter and attribute value, and the badge counts all but the search', () => {
    expect(chipsOf(full).map((c) => c.kind)).toEqual([
      'search',
      'category',
      'productType',
      'producer',
      'verified',
      'price',
      'attribute',
      'attribute',
      'attribute',
      'sort',
    ])
    expect(activeFilterCount(full)).toBe(9)
  })

  test('removing a chip has the knock-on effects of changing that filter', () => {
    expect(withoutChip(full, { kind: 'category' })).toMatchObject({
      category: '',
      productType: '',
      attributeFilters: {},
    })
    expect(withoutChip(full, { kind: 'productType' })).toMatchObject({
      category: '1',
      productType: '',
      attributeFilters: {},
    })
    expect(withoutChip(full, { kind: 'sort' }).sort).toBe('newest')
    expect(withoutChip(full, { kind: 'producer' })).toMatchObject({
      producer: '',
      verifiedOnly: true,
      page: 1,
    })
    expect(withoutChip(full, { kind: 'verified' })).toMatchObject({
      producer: '7',
      verifiedOnly: false,
      page: 1,
    })
    expect(
      withoutChip(full, { kind: 'attribute', attributeId: '3', value: '1 g tin' }).attributeFilters,
    ).toEqual({
      '3': ['5 g tin'],
      '4': ['2024 crop'],
    })
  })
})
