import { LANGS } from '@caravanserai/contracts/languages'
import { expect, test } from './fixtures.ts'

test('a product page carries its title, description, canonical, alternates, Open Graph and JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/ru/product/1')).text()
  expect(html).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ru\/product\/1"/)
  for (const code of ['en', 'ru', 'hy', 'fa', 'x-default'])
    expect(html.toLowerCase()).toContain(`hreflang="${code}"`)
  expect(html).toContain('property="og:image"')
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  )
  const product = blocks.find((b) => b['@type'] === 'Product')
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' })
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 2 })
  expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true)
  expect(html).toMatch(/<link rel="preload" [^>]*as="image"/)
})

test('a supplier page carries its title, canonical, alternates and Organization JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/fa/suppliers/1')).text()
  expect(html).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/fa\/suppliers\/1"/)
  for (const code of ['en', 'ru', 'hy', 'fa', 'x-default'])
    expect(html.toLowerCase()).toContain(`hreflang="${code}"`)
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  )
  const organization = blocks.find((b) => b['@type'] === 'Organization')
  expect(organization).toMatchObject({ address: { '@type': 'PostalAddress', addressCountry: 'IR' } })
  expect(organization.url).toMatch(/\/fa\/suppliers\/1$/)
})

test('the home page names the organisation', async ({ request }) => {
  const html = await (await request.get('/am')).text()
  expect(html).toContain('"@type":"Organization"')
  expect(html).toContain('<html lang="am" dir="ltr"')
})

test('robots.txt points to the sitemap, which lists every public page and product in every language', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/)
  const index = await (await request.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
  const urls = (await Promise.all(files.map(async (f) => (await request.get(f)).text())))
    .join('')
    .match(/<loc>[^<]+<\/loc>/g)
  const locs = (urls ?? []).map((u) => new URL(u.slice(5, -6)).pathname)
  const { count } = await (await request.get('/api/products/list/?page_size=1')).json()
  for (const lang of LANGS) {
    for (const page of ['', '/products', '/routes', '/contact', '/faq', '/privacy', '/terms'])
      expect(locs).toContain(`/${lang}${page}`)
    expect(locs).toContain(`/${lang}/product/1`)
    expect(locs).toContain(`/${lang}/suppliers/1`)
  }
  expect(locs.filter((p) => p.includes('/product/'))).toHaveLength(count * LANGS.length)
})
