import { describe, expect, test } from 'vitest'
import { showsProduct, withWishlistMark } from './wishlist-marks.ts'

const card = (id: number, is_wishlisted = false) => ({ id, name: `P${id}`, is_wishlisted })
const page = { count: 3, next: null, previous: null, results: [card(1), card(2, true), card(3)] }

describe('wishlist marks in cached answers', () => {
  test('a page of products gets the mark on that product only, as a new object', () => {
    const next = withWishlistMark(page, 1, true)
    expect(next?.results.map((p) => p.is_wishlisted)).toEqual([true, true, false])
    expect(next?.count).toBe(3)
    expect(page.results[0]!.is_wishlisted).toBe(false)
    expect(next?.results[1]).toBe(page.results[1])
  })

  test('a product detail gets the mark when it is that product', () => {
    const detail = { ...card(2, true), reviews: [] }
    expect(withWishlistMark(detail, 2, false)).toEqual({ ...detail, is_wishlisted: false })
    expect(withWishlistMark(detail, 3, false)).toBeUndefined()
  })

  test('leaves alone answers that would not change or show no products', () => {
    expect(withWishlistMark(page, 2, true)).toBeUndefined()
    expect(withWishlistMark(page, 99, true)).toBeUndefined()
    expect(withWishlistMark({ items: [], item_count: 0 }, 1, true)).toBeUndefined()
    expect(withWishlistMark(undefined, 1, true)).toBeUndefined()
    expect(withWishlistMark({ review: null }, 1, true)).toBeUndefined()
  })

  test('tells which answers show a product', () => {
    expect(showsProduct(page, 3)).toBe(true)
    expect(showsProduct(page, 4)).toBe(false)
    expect(showsProduct(card(4), 4)).toBe(true)
    expect(showsProduct({ items: [card(4)] }, 4)).toBe(false)
    expect(showsProduct(null, 4)).toBe(false)
  })
})
