type Marked = { id: number; is_wishlisted: boolean }

function isMarked(value: unknown): value is Marked {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Marked).id === 'number' &&
    typeof (value as Marked).is_wishlisted === 'boolean'
  )
}

function resultsOf(value: unknown): unknown[] | null {
  if (typeof value !== 'object' || value === null) return null
  const results = (value as { results?: unknown }).results
  return Array.isArray(results) ? results : null
}

/** Whether a cached answer shows this product: a product detail, or a page of products. */
export function showsProduct(data: unknown, productId: number): boolean {
  if (isMarked(data)) return data.id === productId
  return resultsOf(data)?.some((item) => isMarked(item) && item.id === productId) ?? false
}

/**
 * A cached answer with the product's wishlist mark set (the toggle flips at once in every cached
 * list and in the product detail). Answers are recognised by their shape, so the shop needs no
 * other feature's query keys. Returns undefined when there is nothing to change, which TanStack's
 * setQueriesData takes as "leave this query alone".
 */
export function withWishlistMark<T>(data: T, productId: number, on: boolean): T | undefined {
  if (isMarked(data)) {
    return data.id === productId && data.is_wishlisted !== on ? { ...data, is_wishlisted: on } : undefined
  }
  const results = resultsOf(data)
  if (!results?.some((item) => isMarked(item) && item.id === productId && item.is_wishlisted !== on)) {
    return undefined
  }
  return {
    ...data,
    results: results.map((item) =>
      isMarked(item) && item.id === productId ? { ...item, is_wishlisted: on } : item,
    ),
  }
}
