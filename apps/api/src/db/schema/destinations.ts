import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { localeEnum, milestoneKindEnum, timestamps } from './columns.ts'

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

/**
 * The legs of a destination's route in order (docs/product.md#destinations): a crossing, a haul,
 * customs, the delivery, each with its typical whole days; their sum is the door-to-door figure.
 */
export const destinationLegs = pgTable(
  'destination_legs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    // Ascending from 0; the whole list is rewritten at once.
    position: integer('position').notNull(),
    days: integer('days').notNull(),
    // The milestone that completes the leg (a crossing, customs, the delivery); null when none
    // does, and the leg counts as done once a later one is (docs/decisions/060-shipment-milestones.md).
    endsWith: milestoneKindEnum('ends_with'),
    ...timestamps(),
  },
  (t) => [
    index('destination_legs_destination_id_idx').on(t.destinationId, t.position),
    check('destination_legs_days_range', sql`${t.days} between 0 and 90`),
    check('destination_legs_ends_with_a_leg', sql`${t.endsWith} not in ('dispatched', 'delayed')`),
  ],
)

export const destinationLegTranslations = pgTable(
  'destination_leg_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    legId: integer('leg_id')
      .notNull()
      .references(() => destinationLegs.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [unique('destination_leg_translations_leg_id_locale_unique').on(t.legId, t.locale)],
)

export type Destination = typeof destinations.$inferSelect
export type DestinationTranslation = typeof destinationTranslations.$inferSelect
