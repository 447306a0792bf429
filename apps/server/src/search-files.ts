import { LANGS } from '@caravanserai/contracts/languages'
import type { ApiTransport, PublicConfig } from '@caravanserai/contracts/storefront'
import type { FastifyInstance } from 'fastify'

/** The public pages (docs/product.md), as paths without the language prefix. */
export const PUBLIC_PAGES = ['/', '/products', '/routes', '/contact', '/faq', '/privacy', '/terms'] as const
/** Products per sitemap file: 2,000 × 4 languages stays far below the 50,000-address limit. */
export const PRODUCTS_PER_SITEMAP = 2_000
const LIST_PAGE_SIZE = 100
/** Pages only a signed-in buyer or an operator sees: nothing for a search engine there. */
const PRIVATE_PATHS = [
  'cart',
  'wishlist',
  'checkout',
  'account',
  'orders',
  'order',
  'addresses',
  'profile',
  'dashboard',
  'rfqs',
  'ops',
]

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** One <url> per language, each listing all four (hreflang, Armenian as hy) and x-default. */
function urlEntries(base: string, path: string): string {
  const href = (lang: string) => `${base}/${lang}${path === '/' ? '' : path}`
  const links = [
    ...LANGS.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang === 'am' ? 'hy' : lang}" href="${escapeXml(href(lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('en'))}"/>`,
  ].join('')
  return LANGS.map((lang) => `<url><loc>${escapeXml(href(lang))}</loc>${links}</url>`).join('\n')
}

function urlSet(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

type ListPage = { count: number; results: { id: number }[] }

/**
 * /robots.txt and the sitemaps (docs/product.md#health-and-media): /sitemap.xml indexes one file
 * of public pages, one of supplier pages and as many product files as the catalogue needs; every
 * address is listed in all four languages with its alternates. Product and supplier ids come from
 * the public APIs (in process, like loaders).
 */
export function registerSearchFiles(app: FastifyInstance, config: PublicConfig, transport: ApiTransport) {
  const base = config.publicUrl
  const list = async (page: number, pageSize: number): Promise<ListPage> => {
    const response = await transport(
      `${config.apiUrl}/products/list/?page=${page}&page_size=${pageSize}&order_by=date`,
      {
        method: 'GET',
        headers: { Accept: 'application/json', 'Accept-Language': 'en' },
      },
    )
    if (!response.ok) throw new Error(`The product list answered ${response.status}`)
    return (await response.json()) as ListPage
  }
  const suppliers = async (): Promise<{ id: number }[]> => {
    const response = await transport(`${config.apiUrl}/suppliers/`, {
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'en' },
    })
    if (!response.ok) throw new Error(`The supplier list answered ${response.status}`)
    return (await response.json()) as { id: number }[]
  }
  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }

  app.get('/robots.txt', async (_request, reply) => {
    const rules = PRIVATE_PATHS.map((p) => `Disallow: /*/${p}`).join('\n')
    return reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' })
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n${rules}\n\nSitemap: ${base}/sitemap.xml\n`)
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const { count } = await list(1, 1)
    const files = [
      'pages',
      'suppliers',
      ...Array.from({ length: Math.ceil(count / PRODUCTS_PER_SITEMAP) }, (_, i) => `products-${i + 1}`),
    ]
    const entries = files.map(
      (f) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${f}.xml`)}</loc></sitemap>`,
    )
    return reply
      .headers(xml)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
      )
  })

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply.headers(xml).send(urlSet(PUBLIC_PAGES.map((p) => urlEntries(base, p)))),
  )

  // Every supplier with listed products (docs/product.md#supplier-profiles): a few hundred at most.
  app.get('/sitemaps/suppliers.xml', async (_request, reply) =>
    reply
      .headers(xml)
      .send(urlSet((await suppliers()).map(({ id }) => urlEntries(base, `/suppliers/${id}`)))),
  )

  app.get<{ Params: { n: string } }>('/sitemaps/products-:n.xml', async (request, reply) => {
    const n = Number(request.params.n)
    const missing = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return missing()
    const perFile = PRODUCTS_PER_SITEMAP / LIST_PAGE_SIZE
    const ids: number[] = []
    for (let page = (n - 1) * perFile + 1; page <= n * perFile; page++) {
      const { count, results } = await list(page, LIST_PAGE_SIZE).catch(() => ({ count: 0, results: [] }))
      ids.push(...results.map((p) => p.id))
      if (page * LIST_PAGE_SIZE >= count) break
    }
    if (ids.length === 0) return missing()
    return reply.headers(xml).send(urlSet(ids.map((id) => urlEntries(base, `/product/${id}`))))
  })
}
