import { expect, test } from 'vitest'
import { afterFirstPaint, HELD_TYPE } from './after-first-paint.server.ts'

// What React Router's <Scripts> writes, cut down to the parts the change touches.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0"/></head>',
  '<body><main>Saffron</main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("data")</script>',
  '</body></html>',
].join('')

test('takes the module links out and holds the route modules until the first paint', () => {
  const html = afterFirstPaint(page)
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('type="module"')
  expect(html).toContain(
    `<script nonce="n0" type="${HELD_TYPE}">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script><script nonce="n0">`,
  )
  expect(html).toContain('(["/assets/entry.client-A.js","/assets/framework-B.js"])</script>')
  // Everything else is left as it was, in its place.
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html.indexOf('<main>Saffron</main>')).toBeLessThan(html.indexOf(HELD_TYPE))
  expect(html).toMatch(/<\/script><script nonce="n0">window.__reactRouterContext.streamController/)
})

test('leaves a page without route modules as it is', () => {
  const plain = '<html><head></head><body><p>Not found</p></body></html>'
  expect(afterFirstPaint(plain)).toBe(plain)
})

test('gives the same bytes when the page is read byte for byte, as entry.server.tsx reads it', () => {
  const persian = page.replace('Saffron', 'زعفران')
  const bytes = Buffer.from(afterFirstPaint(Buffer.from(persian).toString('latin1')), 'latin1')
  expect(bytes.toString('utf8')).toBe(afterFirstPaint(persian))
})
