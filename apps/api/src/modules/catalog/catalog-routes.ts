import {
  AttributeSchema,
  AttributesQuerySchema,
  CategorySchema,
  DestinationSchema,
  IdParamsSchema,
  ListProductsQuerySchema,
  ProductDetailQuerySchema,
  ProductDetailSchema,
  ProductListResponseSchema,
  ProductTypeSchema,
  ProductTypesQuerySchema,
} from '@caravanserai/contracts/catalog'
import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { pageLinks } from '../../pagination.ts'
import { weakEtag } from '../../plugins/public-cache.ts'
import { VisitorCache } from '../../visitor-cache.ts'
import { sendWrittenJson } from '../../written-json.ts'
import { dayOf, displayCurrencyOn } from '../currencies/currency-rates.ts'
import {
  CATALOG_CHANNEL,
  catalogChangeOf,
  POPULARITY_TAG,
  productTag,
  stockChangeTags,
} from './catalog-changes.ts'
import {
  listAttributes,
  listCategories,
  listDestinations,
  listProducts,
  listProductTypes,
  productDetailJson,
} from './catalog-queries.ts'
import { noteCatalogRead } from './catalog-reads.ts'
import { displayCards, displayProduct } from './display-prices.ts'
import { CatalogFacts } from './facts/catalog-facts.ts'
import { PriceCounts } from './price-counts.ts'
import { type ProductFilters, toProductFilters } from './product-filters.ts'

/** The signed-in buyer whose wishlist marks the products; null for a visitor. */
const buyerId = (request: FastifyRequest): number | null => request.user?.id ?? null

const publicGet = { config: { publicCache: true }, schema: { tags: ['catalogue'] } } as const
/** What visitors' cached pages may weigh together, whatever filters they ask for. */
const LISTING_CACHE_BYTES = 64 * 1024 * 1024

/**
 * A listing's cards written as the `results` array's inside, with their digest for the ETag. Kept
 * as UTF-8 bytes, encoded once: hashing a string and writing it to the socket each encode it
 * again, a tenth of an uncached listing's CPU (docs/performance/profile.md). `tags` name what it
 * shows, so a stock change drops only the listings of its products (docs/decisions/050).
 */
type ListingPage = { count: number; results: Buffer; digest: string; tags: string[] }

function listingPage(
  { count, ids, cards }: { count: number; ids: number[]; cards: string[] },
  filters: ProductFilters,
): ListingPage {
  const results = Buffer.from(cards.join(','), 'utf8')
  const tags = ids.map(productTag)
  if (filters.orderBy === 'popularity') tags.push(POPULARITY_TAG)
  return { count, results, digest: weakEtag(results), tags }
}

const RESULTS_END = Buffer.from(']}')

/** One key per distinct listing: the same filters in any order or spelling share it. */
function listingKey(filters: ProductFilters, locale: string): string {
  const attributes = [...filters.attributes].sort(([a], [b]) => a - b).map(([id, v]) => [id, [...v].sort()])
  return JSON.stringify([locale, { ...filters, attributes }])
}

/**
 * `checkAnswers`: read written JSON back through its schema (development and tests). `clock`: the
 * day whose exchange rates convert display prices.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  database: Database
  clock: () => Date
  checkAnswers: boolean
}> = async (app, { database, clock, checkAnswers }) => {
  const { db } = database
  /** The display currency `?currency=` asks for, with the rate it converts at; null without one. */
  const displayOf = async (code: Currency | undefined) =>
    code === undefined ? null : displayCurrencyOn(db, code, dayOf(clock()))
  // Visitors' pages, dropped whenever the catalogue changes (docs/decisions/004), only those
  // showing its products when their stock alone changed (docs/decisions/050).
  const listings = new VisitorCache<ListingPage>({
    maxEntries: 2_000,
    maxBytes: LISTING_CACHE_BYTES,
    sizeOf: (page) => page.results.length + 2 * page.digest.length,
    ttlMs: 60_000,
    tagsOf: (page) => page.tags,
  })
  app.observed.caches.set('listing', listings)
  const counts = new PriceCounts(db)
  const facts = new CatalogFacts(db)
  const unlisten = await database.listen(CATALOG_CHANNEL, (payload) => {
    const change = catalogChangeOf(payload)
    // Facts first: a listing loaded once its pages are dropped waits for their order counts.
    facts.changed(change)
    if (change !== 'anything') return listings.drop(stockChangeTags(change.stockOf))
    listings.clear()
    counts.clear()
  })
  app.addHook('onClose', () => unlisten())

  app.get(
    '/products/list/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: ListProductsQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const display = await displayOf(request.query.currency)
      // The cache holds US-dollar pages: bounds read in a currency are taken to dollars first.
      const filters = toProductFilters(request.query, display?.rate)
      const language = request.locale
      const buyer = buyerId(request)
      const load = () =>
        listProducts(db, filters, language, buyer, counts, facts).then((page) => listingPage(page, filters))
      const { count, results, digest, tags } =
        buyer === null ? await listings.get(listingKey(filters, language), load) : await load()
      noteCatalogRead(tags)
      const { next, previous } = pageLinks(request, filters.page, filters.pageSize, count)
      // The cards are JSON already (docs/decisions/003): the page is written, not re-serialised,
      // and its ETag comes from the cards' digest, taken once per listing, the links and the
      // display currency with its rate.
      const currency = display ? `"display_currency":${JSON.stringify(display.display)},` : ''
      const head = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},${currency}"results":[`
      const cards = display ? displayCards(results, display.rate) : results
      const body = Buffer.concat([Buffer.from(head), cards, RESULTS_END])
      reply.header('etag', weakEtag(digest, String(count), next ?? '', previous ?? '', currency))
      return sendWrittenJson(reply, body, ProductListResponseSchema, checkAnswers)
    },
  )

  app.get(
    '/products/:id/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        params: IdParamsSchema,
        querystring: ProductDetailQuerySchema,
        response: { 200: ProductDetailSchema },
      },
    },
    async (request, reply) => {
      const product = await productDetailJson(db, request.params.id, request.locale, buyerId(request))
      if (!product) throw new AppError('errors.productNotFound', 404)
      noteCatalogRead([productTag(request.params.id)])
      const display = await displayOf(request.query.currency)
      return sendWrittenJson(
        reply,
        display ? displayProduct(product, display) : product,
        ProductDetailSchema,
        checkAnswers,
      )
    },
  )

  app.get(
    '/categories/',
    { ...publicGet, schema: { ...publicGet.schema, response: { 200: z.array(CategorySchema) } } },
    async (request) => listCategories(db, request.locale),
  )

  app.get(
    '/categories/:id/',
    {
      ...publicGet,
      schema: { ...publicGet.schema, params: IdParamsSchema, response: { 200: CategorySchema } },
    },
    async (request) => {
      const [category] = await listCategories(db, request.locale, request.params.id)
      if (!category) throw new AppError('errors.notFound', 404)
      return category
    },
  )

  app.get(
    '/product-types/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: ProductTypesQuerySchema,
        response: { 200: z.array(ProductTypeSchema) },
      },
    },
    async (request) => listProductTypes(db, request.locale, request.query.category),
  )

  app.get(
    '/attributes/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: AttributesQuerySchema,
        response: { 200: z.array(AttributeSchema) },
      },
    },
    async (request) => listAttributes(db, request.locale, request.query.product_type),
  )

  app.get(
    '/destinations/',
    { ...publicGet, schema: { ...publicGet.schema, response: { 200: z.array(DestinationSchema) } } },
    async (request) => listDestinations(db, request.locale),
  )
}
