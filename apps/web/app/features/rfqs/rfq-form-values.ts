import type { Lang } from '@caravanserai/contracts/languages'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@caravanserai/contracts/payments'
import {
  type CreateRfqBody,
  CreateRfqBodySchema,
  RFQ_FILES_MAX,
  RFQ_TITLE_MAX,
  type RfqUnit,
  RfqUnitSchema,
} from '@caravanserai/contracts/rfqs'
import { z } from 'zod'
import { parseNumber } from '../../lib/parse-number.ts'
import { idOf } from '../../lib/route-params.ts'

/** The request form as typed: every field a string, the unit one of the contract's. */
export type RfqFormInput = {
  product_variation: string
  title: string
  category: string
  /** Blank by default, as the contract's default. */
  details?: string
  quantity: string
  unit: RfqUnit
  target_price: string
  shipping_destination: string
  needed_by: string
}

/** What the form sends once its files are uploaded: the contract's body without them. */
export type RfqFormOutput = Omit<CreateRfqBody, 'files'>

export const RFQ_FIELDS = [
  'title',
  'product_variation',
  'category',
  'details',
  'quantity',
  'unit',
  'target_price',
  'shipping_destination',
  'needed_by',
] as const satisfies readonly (keyof RfqFormInput)[]
export type RfqField = (typeof RFQ_FIELDS)[number]

export const EMPTY_RFQ: RfqFormInput = {
  product_variation: '',
  title: '',
  category: '',
  details: '',
  quantity: '',
  unit: 'piece',
  target_price: '',
  shipping_destination: '',
  needed_by: '',
}

const SHAPE = CreateRfqBodySchema.shape

/** Today where the buyer is, as a date input writes it (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A number typed the page's way: blank is `required` (or nothing, when optional), else `invalid`. */
function typedNumber(lang: Lang, optional: boolean) {
  return z.string().transform((text, ctx) => {
    if (!text.trim()) {
      if (optional) return undefined
      ctx.addIssue({ code: 'custom', message: 'required' })
      return z.NEVER
    }
    const value = parseNumber(text, lang)
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid' })
      return z.NEVER
    }
    return value
  })
}

/** A select's id: blank is none. */
const chosenId = z.string().transform((text) => (text ? Number(text) : undefined))

/**
 * The form's schema (docs/product.md#requests-for-quotation): the contract's request read from
 * what the buyer typed. For a catalogue `product` the title is optional (the product names it)
 * and the category is the product's; otherwise a title says what is wanted. The day it is
 * needed by is not before `today`.
 */
export function rfqFormSchema(lang: Lang, today: string, product: number | null) {
  return z
    .object({
      product_variation: chosenId.pipe(SHAPE.product_variation),
      title:
        product === null
          ? z.string().trim().min(1, { error: 'required' }).max(RFQ_TITLE_MAX)
          : z.string().trim().max(RFQ_TITLE_MAX),
      category: chosenId.pipe(SHAPE.category),
      details: SHAPE.details,
      quantity: typedNumber(lang, false).pipe(SHAPE.quantity),
      unit: RfqUnitSchema,
      target_price: typedNumber(lang, true).pipe(SHAPE.target_price),
      shipping_destination: z
        .string()
        .transform((text, ctx) => {
          if (text) return Number(text)
          ctx.addIssue({ code: 'custom', message: 'required' })
          return z.NEVER
        })
        .pipe(SHAPE.shipping_destination),
      needed_by: z
        .string()
        .transform((text) => text || undefined)
        .pipe(SHAPE.needed_by)
        .refine((day) => day === undefined || day >= today, { error: 'past' }),
    })
    .transform(
      (values): RfqFormOutput =>
        product === null
          ? { ...values, product_variation: undefined }
          : { ...values, product, title: values.title || undefined, category: undefined },
    )
}

/** What the address says to prefill: `?product=7&variation=12`, each id or null. */
export function prefillOf(params: URLSearchParams): { product: number | null; variation: number | null } {
  const product = idOf(params.get('product'))
  return { product, variation: product === null ? null : idOf(params.get('variation')) }
}

/** Names the file picker offers beside the types: some phones' pickers read only these. */
const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp']

/** The file picker's `accept`: the contract's types and their usual names. */
export const RFQ_FILE_ACCEPT = [...ATTACHMENT_TYPES, ...EXTENSIONS].join(',')

export type FileProblem = { kind: 'empty' | 'type' | 'tooLarge' | 'tooMany'; name: string }

/**
 * What is wrong with a file before it is sent, or null. The kind is judged by what the device
 * says (by its name when it says nothing); the server judges by the content and has the last word.
 */
function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem['kind'] | null {
  if (file.size === 0) return 'empty'
  const type = file.type.toLowerCase()
  const known = type
    ? (ATTACHMENT_TYPES as readonly string[]).includes(type)
    : EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))
  if (!known) return 'type'
  return file.size > ATTACHMENT_MAX_BYTES ? 'tooLarge' : null
}

/**
 * The files after the buyer picked `chosen`: all of them when each may go and there are at most
 * RFQ_FILES_MAX, else the files as they were and the first problem.
 */
export function addFiles<F extends Pick<File, 'name' | 'size' | 'type'>>(
  current: readonly F[],
  chosen: readonly F[],
): { files: readonly F[]; problem: FileProblem | null } {
  for (const file of chosen) {
    const kind = fileProblem(file)
    if (kind) return { files: current, problem: { kind, name: file.name } }
  }
  if (current.length + chosen.length > RFQ_FILES_MAX) {
    return { files: current, problem: { kind: 'tooMany', name: '' } }
  }
  return { files: [...current, ...chosen], problem: null }
}
