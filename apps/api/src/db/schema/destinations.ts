import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'

/** Where an order can be shipped to, chosen at checkout (docs/product.md#checkout). */
export const destinations = pgTable('destinations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // Ascending; the first one is preselected at checkout.
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
})

export const destinationTranslations = pgTable(
  'destination_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [unique('destination_translations_destination_id_locale_unique').on(t.destinationId, t.locale)],
)

export type Destination = typeof destinations.$inferSelect
export type DestinationTranslation = typeof destinationTranslations.$inferSelect
