import type { Supplier } from '@caravanserai/contracts/suppliers'

/**
 * schema.org Organization for a supplier's page: its name, what it says of itself, where it is
 * (every supplier of the shop is in Iran) and the year it was founded.
 */
export function supplierLd(supplier: Supplier, url: string): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    ...(supplier.city ? { addressLocality: supplier.city } : {}),
    ...(supplier.province ? { addressRegion: supplier.province } : {}),
    addressCountry: 'IR',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: supplier.name,
    url,
    ...(supplier.about ? { description: supplier.about } : {}),
    address,
    ...(supplier.founded_year !== null ? { foundingDate: String(supplier.founded_year) } : {}),
  }
}
