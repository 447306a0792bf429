import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import {
  type CreateProductBody,
  CreateProductBodySchema,
  type UpdateProductBody,
  UpdateProductBodySchema,
} from '@caravanserai/contracts/ops-catalog'
import type { CatalogColumn, CatalogImportError } from '@caravanserai/contracts/ops-catalog-import'
import type { FastifySchemaValidationError } from 'fastify'
import type { z } from 'zod'
import { translate } from '../../i18n/messages.ts'
import { fieldErrors } from '../../plugins/validation-messages.ts'
import type { PlannedProduct, RowProblem } from './catalog-import-plan.ts'

// The product rules the editor's saves are held to, applied to an import's bodies: the
// contract's own schemas, with each issue put back on its row and column.

export type CheckedProduct =
  | { productId: null; body: CreateProductBody; label: string }
  | { productId: number; body: UpdateProductBody; label: string }

const VARIATION_COLUMN: Record<string, CatalogColumn> = {
  sku: 'sku',
  price: 'price',
  stock: 'stock',
  minimum_order_quantity: 'minimum_order',
  price_tiers: 'price_tiers',
  attribute_values: 'attributes',
  net_weight_kg: 'net_weight_kg',
  gross_weight_kg: 'gross_weight_kg',
}

/** The product's body fields that are file columns of the same name. */
const PRODUCT_FIELD_COLUMNS = new Set<CatalogColumn>([
  'category',
  'product_type',
  'producer',
  'is_active',
  'hs_code',
  'origin_country',
])

/** The row and column of a body's field path. */
function placeOf(
  planned: PlannedProduct,
  path: PropertyKey[],
): { line: number; column: CatalogColumn | null } {
  const [head, second, third] = path.map(String)
  if (head === 'variations' && second !== undefined) {
    const line = planned.lines[Number(second)] ?? planned.firstLine
    if (third === 'name') return { line, column: `variation_${(path[3] as Locale | undefined) ?? 'en'}` }
    return { line, column: (third && VARIATION_COLUMN[third]) || null }
  }
  const at = { line: planned.firstLine }
  if (head === 'translations' && second)
    return {
      ...at,
      column: third === 'description' ? `description_${second as Locale}` : `name_${second as Locale}`,
    }
  if (PRODUCT_FIELD_COLUMNS.has(head as CatalogColumn)) return { ...at, column: head as CatalogColumn }
  return { ...at, column: null }
}

function bodyOf(planned: PlannedProduct): unknown {
  const { product } = planned
  const variations = planned.variations.map(({ id, stock_read, ...v }) => ({
    ...(id === undefined ? {} : { id, stock_read }),
    ...v,
  }))
  const base = {
    category: product.category,
    product_type: product.product_type,
    is_active: product.is_active,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
    variations,
  }
  if (planned.productId === null) {
    return {
      ...base,
      ...(product.producer ? { producer: product.producer } : {}),
      translations: product.translations,
    }
  }
  const translations = Object.fromEntries(LOCALES.map((l) => [l, product.translations[l] ?? null]))
  return { ...base, producer: product.producer, translations }
}

function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const { path: _path, code, message, ...params } = issue
  const error = {
    keyword: code,
    instancePath: '',
    schemaPath: '',
    message,
    params,
  } as FastifySchemaValidationError
  return Object.values(fieldErrors([error], locale))[0]?.[0] ?? translate(locale, 'validation.invalid')
}

/**
 * Every planned product through the create or update body's schema; the bodies when all pass,
 * the problems (in `locale`) of those that do not.
 */
export function checkPlanned(
  planned: PlannedProduct[],
  locale: Locale,
): { errors: CatalogImportError[]; products: CheckedProduct[] } {
  const errors: CatalogImportError[] = []
  const products: CheckedProduct[] = []
  for (const item of planned) {
    const label = item.product.translations.en?.name ?? ''
    const parsed =
      item.productId === null
        ? CreateProductBodySchema.safeParse(bodyOf(item))
        : UpdateProductBodySchema.safeParse(bodyOf(item))
    if (parsed.success) {
      products.push(
        item.productId === null
          ? { productId: null, body: parsed.data as CreateProductBody, label }
          : { productId: item.productId, body: parsed.data as UpdateProductBody, label },
      )
      continue
    }
    for (const issue of parsed.error.issues) {
      const { line, column } = placeOf(item, issue.path)
      errors.push({ row: line, column, message: issueMessage(issue, locale) })
    }
  }
  return { errors, products }
}

/** Row problems found while reading, in `locale`. */
export function problemErrors(problems: RowProblem[], locale: Locale): CatalogImportError[] {
  return problems.map((p) => ({ row: p.line, column: p.column, message: translate(locale, p.key, p.params) }))
}
