import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
// @ts-expect-error: a plain ESM script without types, run by `npm run lint`
import { findViolations } from './boundaries.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A small repository: an API with a cart and an order queue under /ops, and a web that keeps its lines. */
function repository(extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'))
  roots.push(root)
  const files: Record<string, string> = {
    'apps/api/src/app.ts': "await api.register(queueRoutes, { prefix: '/ops' })\n",
    'apps/api/src/modules/cart/cart-routes.ts': "app.post('/customer/cart/create/', handler)\n",
    'apps/api/src/modules/orders/queue-routes.ts': "app.get('/orders/:id/', handler)\n",
    'apps/api/src/modules/cart/cart-service.ts': 'export const x = 1\n',
    'apps/web/app/api/cart.ts': "export const add = (api) => api.post('/customer/cart/create/')\n",
    'apps/web/app/api/cart.test.ts': "const path = '/customer/cart/create/'\n",
    'apps/web/app/features/ops/console/panel.tsx': 'export const Panel = 1\n',
    'apps/web/app/features/ops/orders/queue.tsx': "import { Panel } from '../console/panel.tsx'\n",
    'apps/web/app/features/catalog/links.tsx': `export const page = (lang) => \`/\${lang}/orders/7/\`\n`,
    ...extra,
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('the boundary check', () => {
  test('lets a feature keep to itself, the console share its pieces and the API clients name paths', () => {
    expect(findViolations(repository())).toEqual([])
  })

  test('fails a feature importing another feature, and a console domain importing another', () => {
    const root = repository({
      'apps/web/app/features/home/art.tsx': "import { Line } from '../shop/cart-line.tsx'\n",
      'apps/web/app/features/ops/products/editor.tsx': "\nimport { Queue } from '../orders/queue.tsx'\n",
    })
    expect(findViolations(root)).toEqual([
      'apps/web/app/features/home/art.tsx:1: feature home imports shop',
      'apps/web/app/features/ops/products/editor.tsx:2: feature ops/products imports ops/orders',
    ])
  })

  test('fails the web importing the API, by path or by package', () => {
    const root = repository({
      'apps/web/app/lib/money.ts': "import { x } from '../../../api/src/modules/cart/cart-service.ts'\n",
      'apps/web/app/lib/more.ts': "export { y } from '@caravanserai/api/src/app.ts'\n",
    })
    expect(findViolations(root)).toEqual([
      'apps/web/app/lib/money.ts:1: the web imports the API (../../../api/src/modules/cart/cart-service.ts)',
      'apps/web/app/lib/more.ts:1: the web imports the API (@caravanserai/api/src/app.ts)',
    ])
  })

  test('fails an API path named outside app/api/, under a prefix too, and in a feature’s own client', () => {
    const root = repository({
      'apps/web/app/features/shop/buy-button.tsx': `const go = (id) => api.get(\`/orders/\${id}/\`)\n`,
      'apps/web/app/features/shop/shop-api.ts': "api.post('/customer/cart/create/', {})\n",
      'apps/web/app/routes/cart.tsx': "api.post('/customer/cart/create/', {})\n",
    })
    expect(findViolations(root)).toEqual([
      `apps/web/app/features/shop/buy-button.tsx:1: API path /orders/\${id}/ outside app/api/`,
      'apps/web/app/features/shop/shop-api.ts:1: API path /customer/cart/create/ outside app/api/',
      'apps/web/app/routes/cart.tsx:1: API path /customer/cart/create/ outside app/api/',
    ])
  })

  test('fails an import up the layers, type-only too, and lets tests and routes reach down', () => {
    const root = repository({
      'apps/web/app/root.tsx': 'export function loader() {}\n',
      'apps/web/app/routes/cart.tsx': "import { Line } from '../features/shop/cart-line.tsx'\n",
      'apps/web/app/features/shop/cart-line.tsx': "import { page } from '../../routes/product.tsx'\n",
      'apps/web/app/lib/money.ts': "import { Line } from '../features/shop/cart-line.tsx'\n",
      'apps/web/app/lib/money.test.ts': "import { Line } from '../features/shop/cart-line.tsx'\n",
      'apps/web/app/components/seo.tsx': "import type { loader } from '../root.tsx'\n",
      'apps/web/app/api/orders.ts': "\nimport { render } from '../testing/render-page.tsx'\n",
    })
    expect(findViolations(root)).toEqual([
      'apps/web/app/api/orders.ts:2: api imports testing, a layer above it (../testing/render-page.tsx)',
      'apps/web/app/components/seo.tsx:1: components imports root.tsx, a layer above it (../root.tsx)',
      'apps/web/app/features/shop/cart-line.tsx:1: features imports routes, a layer above it (../../routes/product.tsx)',
      'apps/web/app/lib/money.ts:1: lib imports features, a layer above it (../features/shop/cart-line.tsx)',
    ])
  })

  test('fails an import cycle among web modules, through type-only imports too', () => {
    const root = repository({
      'apps/web/app/features/shop/tier-editor.tsx': "import type { Message } from './variation-fields.tsx'\n",
      'apps/web/app/features/shop/variation-fields.tsx': "import { Row } from './variation-row.tsx'\n",
      'apps/web/app/features/shop/variation-row.tsx': "\nimport { TierEditor } from './tier-editor.tsx'\n",
      'apps/web/app/lib/self.ts': "export { x } from './self.ts'\n",
    })
    expect(findViolations(root)).toEqual([
      'apps/web/app/features/shop/tier-editor.tsx:1: import cycle features/shop/tier-editor.tsx → ' +
        'features/shop/variation-fields.tsx → features/shop/variation-row.tsx → features/shop/tier-editor.tsx',
      'apps/web/app/lib/self.ts:1: import cycle lib/self.ts → lib/self.ts',
    ])
  })

  test("fails the server importing the web's source, but not its tests", () => {
    const root = repository({
      'apps/server/src/search-files.ts':
        "import type { PublicConfig } from '@caravanserai/web/app/lib/load-context'\n",
      'apps/server/src/ssr.ts': "import { x } from '../../web/app/lib/api-client.ts'\n",
      'apps/server/src/routes.test.ts': "import routes from '@caravanserai/web/app/routes'\n",
    })
    expect(findViolations(root)).toEqual([
      "apps/server/src/search-files.ts:1: the server imports the web's source (@caravanserai/web/app/lib/load-context)",
      "apps/server/src/ssr.ts:1: the server imports the web's source (../../web/app/lib/api-client.ts)",
    ])
  })

  test('finds nothing in this repository', () => {
    expect(findViolations(path.resolve(import.meta.dirname, '..'))).toEqual([])
  })
})
