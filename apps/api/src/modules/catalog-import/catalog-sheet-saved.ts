import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsProduct, OpsVariation } from '@caravanserai/contracts/ops-catalog'
import type { Cells, VariationFields } from './catalog-sheet-rows.ts'
import type { SheetTaxonomy } from './catalog-sheet-taxonomy.ts'

// A saved product as catalogue file rows (docs/product.md#catalogue-import-and-export), and a
// saved variation as the fields its row reads back as.

type Text = { name: string; description: string }

const money = (n: number) => n.toFixed(2)
const kilograms = (n: number | null | undefined) => (n == null ? '' : String(n))

/** The rows of a saved product, one per variation, as an export writes them. */
export function exportCells(product: OpsProduct, taxonomy: SheetTaxonomy): Cells[] {
  const texts = product.translations as Partial<Record<Locale, Text>>
  return product.variations.map((v) => ({
    sku: v.sku ?? '',
    product_id: String(product.id),
    category: taxonomy.categoryName.get(product.category) ?? String(product.category),
    product_type: taxonomy.type.get(product.product_type)?.name ?? String(product.product_type),
    producer: product.producer ?? '',
    name_en: texts.en?.name ?? '',
    name_ru: texts.ru?.name ?? '',
    name_hy: texts.hy?.name ?? '',
    name_fa: texts.fa?.name ?? '',
    description_en: texts.en?.description ?? '',
    description_ru: texts.ru?.description ?? '',
    description_hy: texts.hy?.description ?? '',
    description_fa: texts.fa?.description ?? '',
    variation_en: v.name.en,
    variation_ru: v.name.ru ?? '',
    variation_hy: v.name.hy ?? '',
    variation_fa: v.name.fa ?? '',
    price: money(v.price),
    stock: String(v.stock),
    minimum_order: String(v.minimum_order_quantity),
    price_tiers: v.price_tiers
      .slice(1)
      .map((t) => `${t.min_quantity}:${money(t.price)}`)
      .join(';'),
    attributes: attributeCell(v, taxonomy),
    is_active: String(product.is_active),
    hs_code: product.hs_code ?? '',
    origin_country: product.origin_country,
    net_weight_kg: kilograms(v.net_weight_kg),
    gross_weight_kg: kilograms(v.gross_weight_kg),
  }))
}

function attributeCell(v: OpsVariation, taxonomy: SheetTaxonomy): string {
  return v.attribute_values
    .flatMap((id) => {
      const value = taxonomy.value.get(id)
      return value ? [value] : []
    })
    .sort((a, b) => a.attributeId - b.attributeId)
    .map((value) => `${value.attribute}=${value.value}`)
    .join(';')
}

/** A saved variation's fields, as its exported row would read back. */
export function savedVariationFields(v: OpsVariation): VariationFields {
  return {
    sku: v.sku ?? '',
    name: v.name,
    price: v.price,
    stock: v.stock,
    minimum_order_quantity: v.minimum_order_quantity,
    price_tiers: v.price_tiers.length > 1 ? v.price_tiers : [],
    attribute_values: [...v.attribute_values].sort((a, b) => a - b),
    net_weight_kg: v.net_weight_kg ?? null,
    gross_weight_kg: v.gross_weight_kg ?? null,
  }
}
