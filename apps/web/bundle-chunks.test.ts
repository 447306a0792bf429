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
const contracts = (name: string) => `/repo/packages/contracts/src/${name}.ts`
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
  [`${app}/routes/contact.tsx`]: [`${app}/input.tsx`, `${app}/form.tsx`, `${app}/alert.tsx`],
  [`${app}/routes/login.tsx`]: [`${app}/alert.tsx`, `${app}/signed-in.tsx`, `${app}/limits.ts`],
  [`${app}/routes/cart.tsx`]: [`${app}/signed-in.tsx`, `${app}/private.tsx`],
  [`${app}/routes/wishlist.tsx`]: [`${app}/private.tsx`, `${app}/session.ts`],
  [`${app}/routes/account.tsx`]: [`${app}/profile.tsx`],
  [`${app}/alert.tsx`]: [],
  [`${app}/signed-in.tsx`]: [],
  [`${app}/private.tsx`]: [],
  [`${app}/profile.tsx`]: [],
  [`${app}/limits.ts`]: [contracts('account-limits')],
  [`${app}/session.ts`]: [contracts('session')],
  [contracts('account-limits')]: [],
  [contracts('session')]: ['/repo/node_modules/zod/index.js'],
  '/repo/node_modules/zod/index.js': [],
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
    expect(chunk('input.tsx')).toBe('shared-products-with-contact')
  })

  test('code only public forms use is grouped by which of them use it', () => {
    expect(chunk('form.tsx')).toBe('public-contact')
    expect(chunk('routes/contact.tsx')).toBe('public-contact')
    expect(chunk('alert.tsx')).toBe('public-contact+login')
  })

  test('the cart and the wishlist send a visitor to login, so login’s files hold what they share with it', () => {
    expect(chunk('signed-in.tsx')).toBe('public-login')
    expect(chunk('private.tsx')).toBe('public-cart+wishlist')
  })

  test('a contract module joins its group unless it brings zod', () => {
    expect(firstLoadChunks()(contracts('account-limits'), modules)).toBe('public-login')
    expect(firstLoadChunks()(contracts('session'), modules)).toBe('contracts-session')
  })

  test('React Query’s hooks the shell does not call leave it, whoever imports its index', () => {
    const query = (file: string) =>
      firstLoadChunks()(`/repo/node_modules/@tanstack/react-query/build/modern/${file}`, modules)
    expect(query('useMutation.js')).toBe('query-hooks')
    expect(query('useMutationState.js')).toBe('query-hooks')
    expect(query('useQuery.js')).toBeUndefined()
  })

  test('what no page with a budget imports is left to Rollup', () => {
    expect(chunk('profile.tsx')).toBeUndefined()
    expect(chunk('routes/account.tsx')).toBeUndefined()
  })
})
