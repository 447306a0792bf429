import { describe, expect, test } from 'vitest'
import { firstLoadChunks } from './bundle-chunks.ts'

/** A module graph as Rollup shows it to `manualChunks`: each module and what it imports statically. */
function graph(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  }
}

const app = '/repo/apps/web/app'
const modules = graph({
  [`${app}/root.tsx`]: [`${app}/header.tsx`],
  [`${app}/routes/locale-layout.tsx`]: [],
  [`${app}/header.tsx`]: [],
  [`${app}/routes/home.tsx`]: [`${app}/card.tsx`, `${app}/hero.tsx`, `${app}/price.tsx`],
  [`${app}/routes/products.tsx?route-chunk=main`]: [
    `${app}/card.tsx`,
    `${app}/input.tsx`,
    `${app}/price.tsx`,
  ],
  [`${app}/routes/product.tsx`]: [`${app}/price.tsx`],
  [`${app}/routes/contact.tsx`]: [`${app}/input.tsx`, `${app}/form.tsx`],
  [`${app}/card.tsx`]: [],
  [`${app}/hero.tsx`]: [],
  [`${app}/price.tsx`]: [],
  [`${app}/input.tsx`]: [],
  [`${app}/form.tsx`]: [],
})

describe('the first-load chunks', () => {
  const chunk = (file: string) => firstLoadChunks()(`${app}/${file}`, modules)

  test('the root, the language layout and what they import make the shell', () => {
    expect(chunk('root.tsx')).toBe('shell')
    expect(chunk('header.tsx')).toBe('shell')
    expect(chunk('routes/locale-layout.tsx')).toBe('shell')
  })

  test('code every landing page uses joins the shell; code some of them use is grouped by who uses it', () => {
    expect(chunk('price.tsx')).toBe('shell')
    expect(chunk('card.tsx')).toBe('page-home+products')
    expect(chunk('hero.tsx')).toBe('page-home')
    expect(chunk('routes/products.tsx?route-chunk=main')).toBe('page-products')
  })

  test('code a landing page shares with another page is kept apart from the landing page’s own', () => {
    expect(chunk('input.tsx')).toBe('shared-products')
  })

  test('what no landing page imports is left to Rollup', () => {
    expect(chunk('form.tsx')).toBeUndefined()
    expect(chunk('routes/contact.tsx')).toBeUndefined()
  })
})
