/** What the console's layout loader sends for page titles, translated on the server. */
export type OpsTitles = {
  console: string
  orders: string
  order: string
  // The catalogue's pages; optional, so titles made without them (tests' fixtures) still fit.
  products?: string
  product?: string
  newProduct?: string
  brand: string
}

/**
 * A console page's head: its title under the console's, and never indexed (it is behind a
 * login, and its address says nothing a search engine should keep).
 */
export function opsMeta(titles: OpsTitles | undefined, page: keyof Omit<OpsTitles, 'brand'>) {
  const parts = titles ? [page === 'console' ? null : titles[page], titles.console, titles.brand] : []
  return [{ title: parts.filter(Boolean).join(' | ') }, { name: 'robots', content: 'noindex, nofollow' }]
}
