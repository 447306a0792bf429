import { ALERT_DELIVERIES, STAFF_ALERT_KINDS } from '@caravanserai/contracts/ops-alerts'
import { date, index, integer, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { orders } from './orders.ts'

// Staff alerts (docs/product.md#staff-alerts, docs/decisions/042-staff-alerts.md).

export const staffAlertKindEnum = pgEnum('staff_alert_kind', STAFF_ALERT_KINDS)
export const alertDeliveryEnum = pgEnum('alert_delivery', ALERT_DELIVERIES)

/** A staff member's choice for one kind; without a row the kind comes as it happens. */
export const staffAlertSettings = pgTable(
  'staff_alert_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: staffAlertKindEnum('kind').notNull(),
    delivery: alertDeliveryEnum('delivery').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
)

/**
 * What waits for a person's next digest: one row per event for each staff member who chose the
 * digest for its kind, written in the event's transaction and deleted by the digest that lists it.
 */
export const staffDigestItems = pgTable(
  'staff_digest_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: staffAlertKindEnum('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_digest_items_user_id_id_idx').on(t.userId, t.id),
    index('staff_digest_items_order_id_idx').on(t.orderId),
  ],
)

/**
 * The digests sent, one per person per UTC day: the key is what lets only one of several
 * instances send a person's digest of the day.
 */
export const staffDigests = pgTable(
  'staff_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** How many events it listed. */
    items: integer('items').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
