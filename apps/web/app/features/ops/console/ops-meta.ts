/** What the console's layout loader sends for page titles, translated on the server. */
export type OpsTitles = {
  console: string
  orders: string
  order: string
  // The catalogue's pages; optional, so titles made without them (tests' fixtures) still fit.
  products?: string
  product?: string
  newProduct?: string
  // The taxonomy, destinations and inbox pages; optional for the same reason.
  taxonomy?: string
  destinations?: string
  messages?: string
  newsletter?: string
  // The seller and bank accounts; optional for the same reason.
  settings?: string
  // The requests for quotation; optional for the same reason.
  rfqs?: string
  rfq?: string
  // The supplier profiles; optional for the same reason.
  suppliers?: string
  supplier?: string
  // Customers, review moderation, staff, the audit trail and analytics; optional likewise.
  customers?: string
  customer?: string
  companies?: string
  company?: string
  reviews?: string
  staff?: string
  audit?: string
  analytics?: string
  catalogImport?: string
  // The staff member's own alerts; optional likewise.
  alerts?: string
  // The claims queue and the suppliers' payouts; optional likewise.
  claims?: string
  payouts?: string
  // The currencies' rates; optional likewise.
  currencies?: string
  // The shipments view; optional likewise.
  shipments?: string
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

/** The head of a page under the console's layout, from the titles that layout's loader sent. */
export function opsPageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  page: keyof Omit<OpsTitles, 'brand'>,
) {
  const layout = matches.find((m) => m?.id === 'routes/ops/layout')?.data as
    | { titles?: OpsTitles }
    | undefined
  return opsMeta(layout?.titles, page)
}
