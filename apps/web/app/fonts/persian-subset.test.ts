import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inPersianSubset, PERSIAN_WEIGHTS, unicodeRange } from './persian-subset.ts'

const root = path.resolve(import.meta.dirname, '../../../..')
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu

/** Every source and translation file that holds text a Persian page can show. */
function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'build', 'dist'].includes(entry.name) ? [] : textFiles(file)
    return /\.(ts|tsx|json)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('the Persian face', () => {
  it('is declared in the stylesheet for exactly the ranges it was cut to', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, '../app.css'), 'utf8')
    const face = /@font-face\s*{[^}]*"Vazirmatn Variable"[^}]*}/.exec(css)?.[0] ?? ''
    expect(face).toContain('url("./fonts/vazirmatn-persian-wght.woff2")')
    expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]).toBe(unicodeRange())
    expect(face).toContain(`font-weight: ${PERSIAN_WEIGHTS.min} ${PERSIAN_WEIGHTS.max};`)
    expect(fs.statSync(path.join(import.meta.dirname, 'vazirmatn-persian-wght.woff2')).size).toBeGreaterThan(
      10_000,
    )
  })

  it('covers every Persian character of the translations, the API messages and the demo catalogue', () => {
    const files = [
      ...textFiles(path.join(root, 'apps/web/app')),
      ...textFiles(path.join(root, 'apps/api/src')),
    ]
    const missing = new Map<string, string>()
    for (const file of files) {
      for (const [char] of fs.readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT)) {
        if (!inPersianSubset(char.codePointAt(0) ?? 0)) missing.set(char, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
