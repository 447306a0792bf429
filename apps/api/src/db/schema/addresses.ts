import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { companies } from './companies.ts'

/** A company's address book (docs/product.md#addresses); orders copy the address they ship to. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The buyer (docs/decisions/056-companies-are-the-buyer.md); user_id is the person who acted.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name'),
    address: text('address').notNull(),
    address2: text('address_2'),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    // Not among the required fields of the address form (docs/product.md#validation-rules).
    city: text('city'),
    state: text('state'),
    // Copy mentions an address type without listing its values: the contract owns the set.
    addressType: text('address_type').notNull().default('shipping'),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('shipping_addresses_user_id_idx').on(t.userId),
    index('shipping_addresses_company_id_idx').on(t.companyId),
    // At most one default of each kind per company.
    uniqueIndex('shipping_addresses_default_shipping_unique')
      .on(t.companyId)
      .where(sql`${t.isDefaultShipping}`),
    uniqueIndex('shipping_addresses_default_billing_unique')
      .on(t.companyId)
      .where(sql`${t.isDefaultBilling}`),
  ],
)

export type ShippingAddress = typeof shippingAddresses.$inferSelect
export type NewShippingAddress = typeof shippingAddresses.$inferInsert
