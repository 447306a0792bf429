import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'
import { products } from './products.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The text search configuration of each content locale: stemming where PostgreSQL has it. */
export const SEARCH_CONFIG = sql`case locale when 'en' then 'english'::regconfig when 'ru' then 'russian'::regconfig else 'simple'::regconfig end`

/**
 * What catalogue search reads (issue 3): per product and locale, the normalised name and a
 * document of name, description, producer and attribute values (modules/catalog/search-text.ts),
 * rebuilt whenever the product changes, and the document's words (`words`, generated with the
 * locale's configuration). A trigram index on the name serves substring and typo-tolerant
 * matching in every language; the words index serves word forms (stemmed in English and Russian).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    words: tsvector('words').notNull().generatedAlwaysAs(sql`to_tsvector(${SEARCH_CONFIG}, document)`),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'product_search_pk', columns: [t.productId, t.locale] }),
    index('product_search_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_search_words_idx').using('gin', t.words),
  ],
)

/**
 * Each product as the list shows it, per locale, as JSON text built by the database
 * (modules/catalog/product-cards.ts) and rebuilt whenever the product changes, so that a page of
 * the catalogue is read, not assembled, on every request (docs/decisions/003).
 */
export const productCards = pgTable(
  'product_cards',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    card: text('card').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ name: 'product_cards_pk', columns: [t.productId, t.locale] })],
)
