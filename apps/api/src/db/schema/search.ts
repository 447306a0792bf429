import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'
import { products } from './products.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * What catalogue search reads (docs/decisions/012): per visible product and locale, the
 * normalised name and the words of its document (name, description, producer, type, category,
 * variation names and attribute values; modules/catalog/search-text.ts), parsed with the
 * locale's configuration (stemmed in English and Russian). The table is partitioned by locale
 * (migration 0009), so a search reads only its language's rows and indexes. Hidden and deleted
 * products have no rows here.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    words: tsvector('words').notNull(),
    nameWords: tsvector('name_words').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'product_search_pk', columns: [t.productId, t.locale] }),
    index('product_search_words_idx').using('gin', t.words),
  ],
)

/**
 * Every word the search documents hold, per locale: a typo in a query is forgiven by finding
 * the known words most like it (pg_trgm on this small table) and searching for those.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    locale: localeEnum('locale').notNull(),
    word: text('word').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'search_lexicon_pk', columns: [t.locale, t.word] }),
    index('search_lexicon_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
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
