/** What the taxonomy page shows: the chosen category and product type, kept in the URL query. */
export type TaxonomySelection = { category: number | null; type: number | null }

const MAX_ID = 2_147_483_647

function idOf(value: string | null): number | null {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null
}

/** The selection from `?category=&type=`; a type means nothing without its category. */
export function taxonomySelectionFrom(params: URLSearchParams): TaxonomySelection {
  const category = idOf(params.get('category'))
  return { category, type: category === null ? null : idOf(params.get('type')) }
}

/** `?category=…&type=…` for a link choosing this selection, '' for none. */
export function taxonomySearchOf({ category, type }: TaxonomySelection): string {
  if (category === null) return ''
  return type === null ? `?category=${category}` : `?category=${category}&type=${type}`
}
