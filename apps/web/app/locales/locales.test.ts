import fs from 'node:fs'
import path from 'node:path'
import { LANGS } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'

const root = path.dirname(new URL(import.meta.url).pathname)
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value }
  return Object.entries(value as Record<string, unknown>).reduce(
    (acc, [key, child]) => Object.assign(acc, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  )
}

function translations(lang: string, ns: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, lang, ns), 'utf8')))
}

/** Plural forms differ by language (Russian has few and many): compare the base keys. */
function baseKeys(entries: Record<string, string>) {
  return [...new Set(Object.keys(entries).map((k) => k.replace(PLURAL, '')))].sort()
}

const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'))

/** Texts a language may share with English: an example address, which is no word in any. */
const SAME_IN_EVERY_LANGUAGE = new Set(['you@company.com'])
/** A handful at most: more means English was copied in and never translated. */
const MOST_LEFT_IN_ENGLISH = 3

test.each(LANGS.filter((l) => l !== 'en'))(
  '%s translates its texts rather than repeating English',
  (lang) => {
    const untranslated = namespaces.flatMap((ns) => {
      const other = translations(lang, ns)
      return Object.entries(translations('en', ns)).flatMap(([key, text]) => {
        const words = text.replace(/\{\{\w+\}\}/g, '')
        const same = other[key] === text && /\p{L}/u.test(words) && !SAME_IN_EVERY_LANGUAGE.has(text)
        return same ? [`${ns} ${key}: ${text}`] : []
      })
    })
    expect(untranslated.length, untranslated.join('\n')).toBeLessThanOrEqual(MOST_LEFT_IN_ENGLISH)
  },
)

describe.each(namespaces)('the %s translations', (ns) => {
  const english = translations('en', ns)
  test.each(LANGS.filter((l) => l !== 'en'))(
    '%s has exactly the keys English has, each non-empty',
    (lang) => {
      const other = translations(lang, ns)
      expect(baseKeys(other)).toEqual(baseKeys(english))
      for (const [key, text] of Object.entries(other)) expect(text.trim(), key).not.toBe('')
    },
  )

  test.each(LANGS.filter((l) => l !== 'en'))('%s keeps every {{placeholder}} of English', (lang) => {
    const other = translations(lang, ns)
    for (const [key, text] of Object.entries(english)) {
      const wanted = (text.match(/\{\{\w+\}\}/g) ?? []).sort()
      const forms = Object.entries(other).filter(([k]) => k.replace(PLURAL, '') === key.replace(PLURAL, ''))
      for (const [formKey, formText] of forms) {
        expect((formText.match(/\{\{\w+\}\}/g) ?? []).sort(), formKey).toEqual(wanted)
      }
    }
  })

  test('Persian uses Persian letters, not Arabic yeh and kaf', () => {
    const fa = Object.values(translations('fa', ns)).join(' ')
    expect(fa).not.toMatch(/[يك]/)
  })
})
