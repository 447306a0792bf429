// Values that fit an operation's JSON schema (as the OpenAPI document gives it), for fast-check.
// Integers that look like row ids draw half the time from the ids that exist, so a request
// reaches the rows behind the validation: the buyer's own, another buyer's, or none at all.
import fc from 'fast-check'

export type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  nullable?: boolean
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  multipleOf?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  default?: unknown
}

/** Texts a person might type, in the shop's four scripts, with emoji and right-to-left marks. */
const WORDS = [
  'Saffron',
  'Шафран',
  'Զաֆրան',
  'زعفران',
  '🌶️ hot',
  '\u202eRTL\u202c',
  'a\u0301',
  "O'Brien; --",
  '<b>x</b>',
  'a & !b | (c',
  'saff:*',
  '100%_\\',
  '<-> ||',
]

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 60, 60)
  if (schema.format === 'email' || schema.pattern?.includes('@'))
    return fc.emailAddress().filter((e) => e.length >= min && e.length <= (schema.maxLength ?? 254))
  const typed = fc.oneof(
    fc.constantFrom(...WORDS),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc.string({ minLength: min, maxLength: max }),
  )
  const edge = schema.maxLength ? [fc.constant('x'.repeat(schema.maxLength))] : []
  return fc
    .oneof(typed, ...edge)
    .map((s) => (s.length < min ? s.padEnd(min, 'x') : s))
    .filter((s) => !schema.maxLength || s.length <= schema.maxLength)
}

function integer(schema: JsonSchema, ids: number[]): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e9)
  const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER)
  const range = fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) })
  const edges = fc.constantFrom(...[min, max, min + 1].filter((n) => n >= min && n <= max))
  const idLike = min >= 1 && ids.length > 0
  return idLike
    ? fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids), range, edges)
    : fc.oneof(range, edges)
}

function number(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9
  const max = schema.maximum ?? 1e9
  const cents = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100)
  return fc.oneof(cents, fc.constantFrom(min, max))
}

/**
 * Values a field of this name takes that its schema cannot say (an address the server accepts,
 * a password its rules allow, a picture that was uploaded): drawn half the time when given.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>

/** An arbitrary of values valid for `schema` (optional properties come and go). */
export function validValue(
  schema: JsonSchema,
  ids: number[],
  hints: Hints = {},
  name = '',
): fc.Arbitrary<unknown> {
  const inner = validInner(schema, ids, hints)
  const hinted = hints[name] ? fc.oneof(hints[name], inner) : inner
  return schema.nullable ? fc.oneof(hinted, fc.constant(null)) : hinted
}

function validInner(schema: JsonSchema, ids: number[], hints: Hints): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((c) => validValue(c, ids, hints)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'integer':
      return integer(schema, ids)
    case 'number':
      return number(schema)
    case 'boolean':
      return fc.boolean()
    case 'string':
      return text(schema)
    case 'array':
      return fc.array(validValue(schema.items ?? {}, ids, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      if (Object.keys(properties).length === 0) return fc.constant({})
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, validValue(s, ids, hints, k)]),
      )
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
