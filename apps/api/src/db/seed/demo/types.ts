import type { Locale } from '@caravanserai/contracts/languages'

/** A text in every content locale (docs/architecture.md#data): en, ru, hy (Armenian), fa. */
export type Text4 = Record<Locale, string>

/** Drawn product pictures, one motif per product type (art/draw-demo-art.ts). */
export const ART_MOTIFS = [
  'saffron',
  'nuts',
  'dates',
  'dried-fruit',
  'carpet',
  'tile',
  'stone',
  'textile',
  'bitumen',
  'petrochemical',
  'steel',
  'copper',
  'tea',
  'herbs',
  'spice',
] as const
export type ArtMotif = (typeof ART_MOTIFS)[number]

export type DemoAttributeValue = { key: string; label: Text4 }
export type DemoAttribute = { key: string; name: Text4; values: DemoAttributeValue[] }

export type DemoProductType = {
  key: string
  name: Text4
  art: ArtMotif
  /** What a trader filters this type by: grade, crop year, packaging, size, knots per square inch… */
  attributes: DemoAttribute[]
}

export type DemoVariation = {
  /** Names the unit and what sets this variation apart, e.g. "Grade A, 1 kg tin". */
  name: Text4
  /** USD per unit of the variation, realistic for export trade. */
  price: number
  stock: number
  minimumOrderQuantity: number
  /** Attribute key → value key, one entry for each attribute of the product type. */
  attributes: Record<string, string>
}

export type DemoReview = {
  rating: 1 | 2 | 3 | 4 | 5
  comment: string
  /** The language the comment is written in. */
  locale: Locale
  /** A key of DEMO_REVIEWERS (reviewers.ts). */
  reviewer: string
  daysAgo: number
}

export type DemoProduct = {
  /** Unique across the whole demo catalogue, kebab-case. */
  key: string
  /** A key of one of this category's product types. */
  productType: string
  /** A fictional Iranian producer or exporter. */
  producer: string
  name: Text4
  /** Two to four sentences a buyer would find useful: origin, specification, packing, use. */
  description: Text4
  variations: DemoVariation[]
  reviews: DemoReview[]
  /** Listed this many days before the seed ran (the catalogue's default order is newest first). */
  daysAgo: number
}

export type DemoCategory = {
  key: string
  name: Text4
  productTypes: DemoProductType[]
  products: DemoProduct[]
}
