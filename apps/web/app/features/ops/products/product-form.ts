import { CountryCodeSchema, DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import { type Lang, LOCALES, type Locale } from '@caravanserai/contracts/languages'
import {
  type CreateProductBody,
  PRODUCER_NAME_MAX,
  ProductTextSchema,
  SkuSchema,
  type UpdateProductBody,
  VariationBodySchema,
} from '@caravanserai/contracts/ops-catalog'
import { HsCodeSchema, isGrossBelowNet } from '@caravanserai/contracts/product-facts'
import { z } from 'zod'
import { amount, typed, typedWeight, weight } from './form-numbers.ts'
import {
  EXTRA_TIERS_MAX,
  type TierValues,
  tierBodiesOf,
  tierFieldOf,
  tierIssue,
  tierRowSchema,
  tierValuesOf,
} from './tier-form.ts'

// The product editor's form: what the operator types (text, in the page language's digits),
// its checks, and the create and update bodies it makes.

export type TextValues = { name: string; description: string }

export type VariationValues = {
  /** The saved variation's id; null for one added in this editor. */
  id: number | null
  /** Blank: a new variation is given one on saving, a saved one keeps its own. */
  sku: string
  name: Record<Locale, string>
  price: string
  stock: string
  /** The stock the saved variation was loaded with, sent back so a sale meanwhile is not undone; null for a new one. */
  stock_read: number | null
  minimum_order_quantity: string
  /** One value at most per attribute of the product type. */
  attribute_values: number[]
  /** Kilograms per unit, in the page language's digits; blank while unknown. */
  net_weight_kg: string
  gross_weight_kg: string
  /** Volume price tiers after the first, which is the minimum order at the price (tier-form.ts). */
  tiers: TierValues[]
}

export type ProductValues = {
  category: string
  product_type: string
  producer: string
  is_active: boolean
  /** Blank while unknown. */
  hs_code: string
  origin_country: string
  translations: Record<Locale, TextValues>
  variations: VariationValues[]
}

type VariationBody = z.output<typeof VariationBodySchema>

/**
 * What a valid form makes: a create body, with a producer that may be cleared (null) and the
 * saved translations the operator emptied, which an update removes.
 */
export type ProductDraft = Omit<CreateProductBody, 'producer'> & {
  producer: string | null
  removed: Exclude<Locale, 'en'>[]
}

export const NAME_MAX = ProductTextSchema.shape.name.maxLength ?? 0
export const DESCRIPTION_MAX = ProductTextSchema.shape.description.unwrap().maxLength ?? 0
export const VARIATIONS_MAX = 50

const names = (fill: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, fill(locale)])) as Record<Locale, string>

export function newVariation(): VariationValues {
  return {
    id: null,
    sku: '',
    name: names(() => ''),
    price: '',
    stock: '',
    stock_read: null,
    minimum_order_quantity: '1',
    attribute_values: [],
    net_weight_kg: '',
    gross_weight_kg: '',
    tiers: [],
  }
}

export function emptyProductValues(): ProductValues {
  return {
    category: '',
    product_type: '',
    producer: '',
    is_active: true,
    hs_code: '',
    origin_country: DEFAULT_ORIGIN_COUNTRY,
    translations: Object.fromEntries(
      LOCALES.map((locale) => [locale, { name: '', description: '' }]),
    ) as Record<Locale, TextValues>,
    variations: [newVariation()],
  }
}

/** The form of a saved product, from the update body that writes it back as loaded (productBodyOf). */
export function productValuesOf(body: UpdateProductBody, lang: Lang): ProductValues {
  return {
    category: body.category ? String(body.category) : '',
    product_type: body.product_type ? String(body.product_type) : '',
    producer: body.producer ?? '',
    is_active: body.is_active ?? true,
    hs_code: body.hs_code ?? '',
    origin_country: body.origin_country ?? DEFAULT_ORIGIN_COUNTRY,
    translations: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          name: body.translations?.[locale]?.name ?? '',
          description: body.translations?.[locale]?.description ?? '',
        },
      ]),
    ) as Record<Locale, TextValues>,
    variations: (body.variations ?? []).map((v) => ({
      id: v.id ?? null,
      sku: v.sku ?? '',
      name: names((locale) => v.name[locale] ?? ''),
      price: typed(lang, v.price, 2),
      stock: typed(lang, v.stock),
      stock_read: v.id ? (v.stock_read ?? v.stock) : null,
      minimum_order_quantity: typed(lang, v.minimum_order_quantity),
      attribute_values: [...v.attribute_values],
      net_weight_kg: typedWeight(lang, v.net_weight_kg),
      gross_weight_kg: typedWeight(lang, v.gross_weight_kg),
      tiers: tierValuesOf(lang, v.price_tiers),
    })),
  }
}

const id = z.string().transform((text, ctx) => {
  const value = Number(text)
  if (!text || !Number.isInteger(value) || value < 1) ctx.addIssue({ code: 'custom', message: 'required' })
  return value
})

/**
 * The editor's checks and the body they make. English is required; another language may stay
 * blank (the storefront shows English), and emptying a saved one removes it; a description
 * needs a name.
 */
export function productFormSchema(lang: Lang, savedLocales: readonly Locale[] = []) {
  const text = z.object({
    name: z.string().trim().max(NAME_MAX),
    description: z.string().trim().max(DESCRIPTION_MAX),
  })
  const translations = z.object({ en: text, ru: text, hy: text, fa: text }).transform((texts, ctx) => {
    const out: Partial<Record<Locale, TextValues>> = {}
    const removed: ProductDraft['removed'] = []
    for (const locale of LOCALES) {
      const { name, description } = texts[locale]
      if (name) out[locale] = { name, description }
      else if (locale === 'en') ctx.addIssue({ code: 'custom', path: [locale, 'name'], message: 'required' })
      else if (description)
        ctx.addIssue({ code: 'custom', path: [locale, 'name'], message: 'nameForDescription' })
      else if (savedLocales.includes(locale)) removed.push(locale)
    }
    return { texts: out as ProductDraft['translations'], removed }
  })
  const variationName = z
    .object({ en: z.string(), ru: z.string(), hy: z.string(), fa: z.string() })
    .transform((given, ctx) => {
      const out: Partial<Record<Locale, string>> = {}
      for (const locale of LOCALES) {
        const name = given[locale].trim()
        if (name.length > NAME_MAX)
          ctx.addIssue({ code: 'too_big', origin: 'string', maximum: NAME_MAX, path: [locale], message: '' })
        else if (name) out[locale] = name
      }
      if (!out.en) ctx.addIssue({ code: 'custom', path: ['en'], message: 'required' })
      return out as VariationBody['name']
    })
  const shape = VariationBodySchema.shape
  const variation = z
    .object({
      id: z.number().nullable(),
      sku: z
        .string()
        .trim()
        .refine((sku) => sku === '' || SkuSchema.safeParse(sku).success, { message: 'invalid' }),
      name: variationName,
      price: amount(lang, shape.price),
      stock: amount(lang, shape.stock),
      stock_read: z.number().int().nullable(),
      minimum_order_quantity: amount(lang, shape.minimum_order_quantity.removeDefault()),
      attribute_values: z.array(z.number().int()),
      net_weight_kg: weight(lang),
      gross_weight_kg: weight(lang),
      tiers: z.array(tierRowSchema(lang)).max(EXTRA_TIERS_MAX),
    })
    .superRefine((v, ctx) => {
      if (isGrossBelowNet(v))
        ctx.addIssue({ code: 'custom', path: ['gross_weight_kg'], message: 'grossBelowNet' })
      const tierWrong = tierIssue(v, v.tiers)
      if (tierWrong) ctx.addIssue({ code: 'custom', ...tierWrong })
    })
    .transform(({ id, stock_read, tiers, sku, ...rest }): VariationBody => {
      const body = { ...rest, ...(sku ? { sku } : {}), price_tiers: tierBodiesOf(rest, tiers) }
      return id ? { id, ...body, ...(stock_read === null ? {} : { stock_read }) } : body
    })
  return z
    .object({
      category: id,
      product_type: id,
      producer: z
        .string()
        .trim()
        .max(PRODUCER_NAME_MAX)
        .transform((name) => name || null),
      is_active: z.boolean(),
      hs_code: z
        .string()
        .trim()
        .transform((code) => code || null)
        .pipe(HsCodeSchema.nullable()),
      origin_country: CountryCodeSchema,
      translations,
      variations: z.array(variation).min(1).max(VARIATIONS_MAX),
    })
    .transform(
      ({ translations: { texts, removed }, ...rest }): ProductDraft => ({
        ...rest,
        translations: texts,
        removed,
      }),
    ) satisfies z.ZodType<ProductDraft, ProductValues>
}

export function createBodyOf(draft: ProductDraft): CreateProductBody {
  const { producer, removed: _removed, ...rest } = draft
  return producer ? { ...rest, producer } : rest
}

/**
 * The whole product as edited: every language (null for one emptied, which removes it) and the
 * full list of variations, in order.
 */
export function updateBodyOf(draft: ProductDraft): UpdateProductBody {
  const { removed, translations, ...rest } = draft
  const gone = Object.fromEntries(removed.map((locale) => [locale, null]))
  return { ...rest, translations: { ...translations, ...gone } }
}

const KNOWN_FIELD =
  /^(category|product_type|producer|is_active|hs_code|origin_country|translations\.(en|ru|hy|fa)\.(name|description)|variations\.\d+\.(name\.(en|ru|hy|fa)|sku|price|stock|minimum_order_quantity|net_weight_kg|gross_weight_kg))$/

/**
 * Where the form shows a message the server gave for a field (its dotted path, the body's own
 * names): on that field when the form has it, on a language's name for a message about the
 * whole language, on a tier's row (tierFieldOf), else null (the form shows it above the save
 * button).
 */
export function formFieldOf(serverPath: string): string | null {
  if (KNOWN_FIELD.test(serverPath)) return serverPath
  const tier = tierFieldOf(serverPath)
  if (tier) return tier
  const language = /^translations\.(en|ru|hy|fa)$/.exec(serverPath)
  if (language) return `${serverPath}.name`
  const variationName = /^variations\.(\d+)\.name$/.exec(serverPath)
  if (variationName) return `${serverPath}.en`
  return null
}
