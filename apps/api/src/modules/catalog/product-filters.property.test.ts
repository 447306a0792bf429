import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { demoTiers } from '../../db/seed/demo/tiers.ts'
import type { DemoProduct } from '../../db/seed/demo/types.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'

type Named = { id: number; name: string }
type Attribute = Named & { values: { id: number; value: string }[] }

let t: TestApp
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json()
let categories: Named[]
let types: (Named & { category: number })[]
let attributes: Attribute[]

beforeAll(async () => {
  t = await buildTestApp('pglite', { seeded: true })
  categories = await get('/api/categories/')
  types = await get('/api/product-types/')
  attributes = (await Promise.all(types.map((x) => get(`/api/attributes/?product_type=${x.id}`)))).flat()
})
afterAll(() => t.close())

/** The price filters read the default variation's lowest volume tier (docs/product.md#volume-price-tiers). */
const lowestPrice = (p: DemoProduct) =>
  Number(demoTiers(p.variations[0]!).at(-1)?.price ?? p.variations[0]!.price)

/** What the filters should keep, computed from the fixture itself rather than from SQL. */
function expected(filter: {
  category?: string
  type?: string
  min?: number
  max?: number
  picks: Map<string, string[]>
}) {
  return FIXTURE_CATALOGUE.flatMap((category) =>
    category.products
      .filter(() => !filter.category || category.name.en === filter.category)
      .filter(
        (p) =>
          !filter.type || category.productTypes.find((x) => x.key === p.productType)?.name.en === filter.type,
      )
      .filter((p) => filter.min === undefined || lowestPrice(p) >= filter.min)
      .filter((p) => filter.max === undefined || lowestPrice(p) <= filter.max)
      .filter((p) => {
        if (filter.picks.size === 0) return true
        const type = category.productTypes.find((x) => x.key === p.productType)!
        return p.variations.some((v) =>
          [...filter.picks].every(([attributeName, wanted]) => {
            const attribute = type.attributes.find((a) => a.name.en === attributeName)
            const label = attribute?.values.find((x) => x.key === v.attributes[attribute.key])?.label.en
            return label !== undefined && wanted.includes(label)
          }),
        )
      })
      .map((p) => p.name.en),
  ).sort()
}

test('random filter combinations return exactly the matching products, with their count', async () => {
  const prices = [0, 9.75, 11, 14.5, 900.5, 1200, 1500, 5000]
  await fc.assert(
    fc.asyncProperty(
      fc.option(fc.constantFrom(...categories), { nil: undefined }),
      fc.option(fc.constantFrom(...types), { nil: undefined }),
      fc.option(fc.constantFrom(...prices), { nil: undefined }),
      fc.option(fc.constantFrom(...prices), { nil: undefined }),
      fc
        .subarray(attributes, { maxLength: 2 })
        .chain((chosen) =>
          fc.tuple(...chosen.map((a) => fc.tuple(fc.constant(a), fc.subarray(a.values, { minLength: 1 })))),
        ),
      fc.constantFrom('date', 'price_low_to_high', 'price_high_to_low', 'popularity'),
      async (category, type, min, max, picks, orderBy) => {
        const params = new URLSearchParams({ order_by: orderBy, page_size: '100' })
        if (category) params.set('category', String(category.id))
        if (type) params.set('product_type', String(type.id))
        if (min !== undefined) params.set('price_gt', String(min))
        if (max !== undefined) params.set('price_lt', String(max))
        for (const [attribute, values] of picks)
          for (const v of values) params.append(`attribute_${attribute.id}`, v.value)
        const body = await get(`/api/products/list/?${params}`)
        const want = expected({
          category: category?.name,
          type: type?.name,
          min,
          max,
          picks: new Map(picks.map(([a, values]) => [a.name, values.map((v) => v.value)])),
        })
        expect(body.results.map((p: Named) => p.name).sort()).toEqual(want)
        expect(body.count).toBe(want.length)
      },
    ),
    { numRuns: 60 },
  )
})
