import { CountryCodeSchema, DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { CatalogColumn } from '@caravanserai/contracts/ops-catalog-import'
import { HsCodeSchema } from '@caravanserai/contracts/product-facts'
import type { MessageKey } from '../../i18n/messages.ts'
import { findCategory, findProductType, nameKey, type SheetTaxonomy } from './catalog-sheet-taxonomy.ts'

// One catalogue file row (docs/product.md#catalogue-import-and-export): written from a saved
// variation, and read back into the fields of the product and variation bodies.

export type Cells = Record<CatalogColumn, string>
export type Problem = {
  column: CatalogColumn | null
  key: MessageKey
  params?: Record<string, string | number>
}

type Text = { name: string; description: string }

/** The product's side of a row, in the shape of the create and update bodies. */
export type ProductFields = {
  category: number | undefined
  product_type: number | undefined
  producer: string | null
  translations: Partial<Record<Locale, Text>>
  is_active: boolean | undefined
  /** Written as the product editor saves them: digits only, an upper-case code. */
  hs_code: string | null
  origin_country: string
}

/** The variation's side of a row, in the shape of a variation body. */
export type VariationFields = {
  sku: string
  name: Partial<Record<Locale, string>>
  price: number | undefined
  stock: number | undefined
  minimum_order_quantity: number | undefined
  price_tiers: { min_quantity: number; price: number }[]
  attribute_values: number[]
  /** Null while unknown; the contract judges the range and that gross is not below net. */
  net_weight_kg: number | null
  gross_weight_kg: number | null
}

/** A decimal as typed in any spreadsheet: a point or a comma; float noise from XLSX rounded off. */
function decimal(text: string): number | undefined | null {
  if (text === '') return undefined
  if (!/^\d{1,12}(?:[.,]\d{1,12})?$/.test(text)) return null
  return Math.round(Number(text.replace(',', '.')) * 1e6) / 1e6
}

function whole(text: string): number | undefined | null {
  if (text === '') return undefined
  const n = decimal(text)
  return n != null && Number.isInteger(n) ? n : null
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
}

/** The product's columns of a row; problems are pushed to `problems`. */
export function productFields(cells: Cells, taxonomy: SheetTaxonomy, problems: Problem[]): ProductFields {
  const category = cells.category === '' ? undefined : findCategory(taxonomy, cells.category)
  if (cells.category === '') problems.push({ column: 'category', key: 'validation.required' })
  else if (category === undefined)
    problems.push({
      column: 'category',
      key: 'catalogImport.unknownCategory',
      params: { name: cells.category },
    })
  let productType: number | undefined
  if (category !== undefined) {
    productType = findProductType(taxonomy, category, cells.product_type)
    if (cells.product_type === '') problems.push({ column: 'product_type', key: 'validation.required' })
    else if (productType === undefined)
      problems.push({
        column: 'product_type',
        key: 'catalogImport.unknownProductType',
        params: { name: cells.product_type },
      })
  }
  const translations: Partial<Record<Locale, Text>> = {}
  for (const locale of LOCALES) {
    const name = cells[`name_${locale}`]
    const description = cells[`description_${locale}`]
    if (locale === 'en' || name !== '') translations[locale] = { name, description }
    else if (description !== '')
      problems.push({ column: `name_${locale}`, key: 'catalogImport.descriptionWithoutName' })
  }
  const active = cells.is_active === '' ? true : BOOLEANS[cells.is_active.toLowerCase()]
  if (active === undefined) problems.push({ column: 'is_active', key: 'catalogImport.booleanInvalid' })
  const hsCode = cells.hs_code === '' ? null : HsCodeSchema.safeParse(cells.hs_code).data
  if (hsCode === undefined) problems.push({ column: 'hs_code', key: 'ops.hsCodeInvalid' })
  const origin = CountryCodeSchema.safeParse(cells.origin_country || DEFAULT_ORIGIN_COUNTRY).data
  if (origin === undefined) problems.push({ column: 'origin_country', key: 'ops.originCountryInvalid' })
  return {
    category,
    product_type: productType,
    producer: cells.producer === '' ? null : cells.producer,
    translations,
    is_active: active,
    hs_code: hsCode ?? null,
    origin_country: origin ?? DEFAULT_ORIGIN_COUNTRY,
  }
}

/** The variation's columns of a row, its attributes within `productType`. */
export function variationFields(
  cells: Cells,
  productType: number | undefined,
  taxonomy: SheetTaxonomy,
  problems: Problem[],
): VariationFields {
  type NumberColumn = 'price' | 'stock' | 'minimum_order' | 'net_weight_kg' | 'gross_weight_kg'
  const number = (column: NumberColumn, read: typeof decimal) => {
    const value = read(cells[column])
    if (value === null)
      problems.push({
        column,
        key: read === decimal ? 'catalogImport.numberInvalid' : 'catalogImport.wholeNumberInvalid',
      })
    return value ?? undefined
  }
  const price = number('price', decimal)
  const minimum = number('minimum_order', whole) ?? 1
  const name: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const text = cells[`variation_${locale}`]
    if (locale === 'en' || text !== '') name[locale] = text
  }
  return {
    sku: cells.sku,
    name,
    price,
    stock: number('stock', whole) ?? 0,
    minimum_order_quantity: minimum,
    price_tiers: tiersOf(cells.price_tiers, minimum, price, problems),
    attribute_values:
      productType === undefined ? [] : valuesOf(cells.attributes, productType, taxonomy, problems),
    net_weight_kg: number('net_weight_kg', decimal) ?? null,
    gross_weight_kg: number('gross_weight_kg', decimal) ?? null,
  }
}

function tiersOf(text: string, minimum: number, price: number | undefined, problems: Problem[]) {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
  const tiers: { min_quantity: number; price: number }[] = []
  for (const part of parts) {
    const match = /^(\d{1,10})\s*:\s*(\d{1,12}(?:[.,]\d{1,12})?)$/.exec(part)
    if (!match) {
      problems.push({ column: 'price_tiers', key: 'catalogImport.tiersInvalid' })
      return []
    }
    tiers.push({ min_quantity: Number(match[1]), price: decimal(match[2]!)! })
  }
  // The first tier is the minimum order at the price; a list that repeats it is read the same.
  const after = tiers[0]?.min_quantity === minimum && tiers[0]?.price === price ? tiers.slice(1) : tiers
  return after.length > 0 && price !== undefined ? [{ min_quantity: minimum, price }, ...after] : []
}

function valuesOf(text: string, productType: number, taxonomy: SheetTaxonomy, problems: Problem[]): number[] {
  const own = taxonomy.attributes.get(productType)
  const ids: number[] = []
  const seen = new Set<number>()
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const split = part.indexOf('=')
    if (split <= 0) {
      problems.push({ column: 'attributes', key: 'catalogImport.attributesInvalid' })
      continue
    }
    const name = part.slice(0, split).trim()
    const attribute = own?.get(nameKey(name))
    if (!attribute) {
      problems.push({ column: 'attributes', key: 'catalogImport.unknownAttribute', params: { name } })
      continue
    }
    const value = part.slice(split + 1).trim()
    const id = attribute.values.get(nameKey(value))
    if (id === undefined)
      problems.push({
        column: 'attributes',
        key: 'catalogImport.unknownAttributeValue',
        params: { attribute: attribute.name, value },
      })
    else if (seen.has(attribute.id))
      problems.push({
        column: 'attributes',
        key: 'catalogImport.attributeRepeated',
        params: { name: attribute.name },
      })
    else {
      seen.add(attribute.id)
      ids.push(id)
    }
  }
  return ids.sort((a, b) => a - b)
}
