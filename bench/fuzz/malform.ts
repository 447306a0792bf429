// Bad input: wrong types, values past every bound, text a database cannot store, huge or deeply
// nested bodies, missing and unknown fields, bodies that are not JSON or say they are something
// else. Each arbitrary names what it did, so a finding's request says how it was made.
import fc from 'fast-check'

/** Values of the wrong kind, or of the right kind but absurd. */
export const absurdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    -1e-7,
    2_147_483_648,
    9_007_199_254_740_992,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    'NaN',
    'Infinity',
    '0x10',
    '١٢٣',
    'null',
    'true',
    [],
    {},
    [1, 2],
    { id: 1 },
    'a\u0000b',
    '\ud800',
    '\u202e\u0644\u0644',
    '👩‍👩‍👧‍👦'.repeat(50),
    '%00',
    '../../etc/passwd',
  ),
  fc.constant('x'.repeat(100_000)),
  fc.constant('Ж'.repeat(60_000)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

/** Texts for a path segment or query value that a number or a choice was expected in. */
export const absurdText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999999',
    'NaN',
    'abc',
    '',
    ' ',
    '%00',
    '%ZZ',
    '%D8%B2',
    '%E2%80%AE',
    '%F0%9F%98%80',
    '..',
    'null',
    'undefined',
    '[]',
    '{}',
    '١٢',
    '%uD800',
    '0x1F',
  ),
  fc.constant('9'.repeat(5_000)),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
)

type Json = Record<string, unknown>

/** A JSON value nested `depth` levels deep, as text (JSON.stringify would overflow first). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** A request body: text, its content type, and what was done to it. */
export type Body = { text?: string | Uint8Array; type?: string; how: string }

const json = (value: unknown, how: string): Body => ({
  text: JSON.stringify(value),
  type: 'application/json',
  how,
})

/** One bad change to a valid body: a field retyped, dropped, added, or the body itself broken. */
export function malformedBody(valid: fc.Arbitrary<unknown>, required: string[]): fc.Arbitrary<Body> {
  const object = valid.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {}))
  return fc.oneof(
    fc.tuple(object, fc.nat(), absurdValue).map(([v, i, bad]) => {
      const keys = Object.keys(v)
      const key = keys.length ? keys[i % keys.length]! : 'id'
      return json({ ...v, [key]: bad }, `field ${key} retyped`)
    }),
    fc.tuple(object, fc.nat()).map(([v, i]) => {
      const key = required.length ? required[i % required.length]! : Object.keys(v)[0]
      const { [key ?? '']: _, ...rest } = v
      return json(rest, `required ${key} missing`)
    }),
    fc
      .tuple(object, fc.string({ minLength: 1, maxLength: 12 }), absurdValue)
      .map(([v, k, bad]) => json({ ...v, [k]: bad }, `unknown field ${JSON.stringify(k)}`)),
    fc.tuple(object, fc.nat(), fc.integer({ min: 1, max: 6 })).map(([v, i, depth]) => {
      const keys = Object.keys(v)
      const key = keys.length ? keys[i % keys.length]! : 'x'
      let nested: unknown = v[key]
      for (let d = 0; d < depth; d++) nested = { [key]: nested }
      return json({ ...v, [key]: nested }, `field ${key} nested ${depth}`)
    }),
    fc.constantFrom<Body>(
      { text: deepJson(20_000, 'array'), type: 'application/json', how: 'array nested 20000 deep' },
      { text: deepJson(10_000, 'object'), type: 'application/json', how: 'object nested 10000 deep' },
      { text: '{', type: 'application/json', how: 'unparsable JSON' },
      { text: '', type: 'application/json', how: 'empty JSON body' },
      { text: 'null', type: 'application/json', how: 'JSON null' },
      { text: '[]', type: 'application/json', how: 'JSON array' },
      { text: '"text"', type: 'application/json', how: 'JSON string' },
      { text: '{"a":1,"a":2}', type: 'application/json', how: 'duplicate key' },
      { text: '{"__proto__":{"is_staff":true}}', type: 'application/json', how: 'prototype key' },
      { text: `{"x":"${'y'.repeat(100_000)}"}`, type: 'application/json', how: '100 KB string' },
      { text: 'x'.repeat(1_100_000), type: 'application/json', how: 'past the body limit' },
      { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded', how: 'form body' },
      { text: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x', how: 'multipart body' },
      { text: '<a/>', type: 'application/xml', how: 'xml body' },
      { text: '{}', type: 'text/plain', how: 'JSON as text/plain' },
      { text: '{}', type: 'application/json; charset=latin1', how: 'unknown charset' },
      { text: '{}', type: 'application/json; charset=utf-16', how: 'utf-16 charset' },
      { text: undefined, type: undefined, how: 'no body' },
    ),
    object.map((v) => ({ text: JSON.stringify(v), type: 'text/plain', how: 'valid body as text/plain' })),
  )
}
