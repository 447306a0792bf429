import { describe, expect, test } from 'vitest'
import { DEMO_CATALOGUE } from './catalogue.ts'
import { DEMO_REVIEWERS } from './reviewers.ts'
import { problemsOf } from './validate.ts'

describe('the demo catalogue', () => {
  test.each(DEMO_CATALOGUE.map((c) => [c.key, c] as const))('%s is sound', (_key, category) => {
    expect(problemsOf(category)).toEqual([])
  })

  test('holds at least 120 products over at least 8 categories', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(8)
    expect(DEMO_CATALOGUE.flatMap((c) => c.products).length).toBeGreaterThanOrEqual(120)
  })

  test('has unique product keys across categories, and reviews one per reviewer and product', () => {
    const products = DEMO_CATALOGUE.flatMap((c) => c.products)
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length)
    for (const product of products) {
      const reviewers = product.reviews.map((r) => r.reviewer)
      expect(new Set(reviewers).size, product.key).toBe(reviewers.length)
      for (const review of product.reviews)
        expect(review.locale, product.key).toBe(DEMO_REVIEWERS[review.reviewer]?.locale)
    }
  })
})
