import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import { localizedPath } from './links.ts'

/** Open Graph locales of the storefront languages. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ru: 'ru_RU', am: 'hy_AM', fa: 'fa_IR' }

/**
 * The same page in every language, plus x-default (the English page) for readers whose language
 * is none of the four: the hreflang alternates of one path (without its language prefix).
 */
export function alternates(publicUrl: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGS.map((lang) => ({
      hrefLang: lang === 'am' ? 'hy' : lang,
      href: `${publicUrl}${localizedPath(path, lang)}`,
    })),
    { hrefLang: 'x-default', href: `${publicUrl}${localizedPath(path, 'en')}` },
  ]
}

type JsonLd = Record<string, unknown>

export function organizationLd(publicUrl: string, name: string, description: string, email: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    description,
    url: publicUrl,
    logo: `${publicUrl}/logo.svg`,
    email,
    address: { '@type': 'PostalAddress', addressLocality: 'Yerevan', addressCountry: 'AM' },
  }
}

export function breadcrumbLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export type ProductLdInput = {
  url: string
  name: string
  description: string
  images: string[]
  sku: string
  brand?: string
  category: string
  price: number
  inStock: boolean
  rating: number | null
  reviewCount: number
}

/** schema.org Product with its Offer (USD) and, once reviewed, its AggregateRating. */
export function productLd(p: ProductLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: p.images,
    sku: p.sku,
    category: p.category,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      priceCurrency: 'USD',
      price: p.price.toFixed(2),
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.rating !== null && p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.toFixed(1),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** JSON for an inline script: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
