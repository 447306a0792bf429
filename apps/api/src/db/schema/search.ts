import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'
import { products } from './products.ts'

/**
 * What catalogue search reads (issue 3): per product and locale, the normalised name and a
 * document of name, description, producer and attribute values (modules/catalog/search-text.ts),
 * rebuilt whenever the product changes. Trigram indexes serve substring and typo-tolerant
 * matching in every language; full-text indexes serve word forms in English and Russian.
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
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'product_search_pk', columns: [t.productId, t.locale] }),
    index('product_search_document_trgm_idx').using('gin', t.document.op('gin_trgm_ops')),
    index('product_search_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_search_english_fts_idx')
      .using('gin', sql`to_tsvector('english'::regconfig, ${t.document})`)
      .where(sql`${t.locale} = 'en'`),
    index('product_search_russian_fts_idx')
      .using('gin', sql`to_tsvector('russian'::regconfig, ${t.document})`)
      .where(sql`${t.locale} = 'ru'`),
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
