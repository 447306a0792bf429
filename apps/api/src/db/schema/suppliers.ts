import { VERIFICATION_KINDS } from '@caravanserai/contracts/suppliers'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { producers } from './catalog.ts'
import { localeEnum, timestamps } from './columns.ts'
import { storedFiles } from './payments.ts'

// A supplier's public profile (docs/product.md#supplier-profiles): the producer row holds its
// name, verified mark (kept from the checks below) and founding year; these hold the rest.

export const verificationKindEnum = pgEnum('verification_kind', VERIFICATION_KINDS)

/** Where the supplier is and what it says of itself, per language; English is the fallback. */
export const producerTranslations = pgTable(
  'producer_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    about: text('about').notNull().default(''),
    ...timestamps(),
  },
  (t) => [unique('producer_translations_producer_id_locale_unique').on(t.producerId, t.locale)],
)

/**
 * A check an operator made of the supplier, the day they made it and the last day it holds: each
 * kind once. The producer's verified mark follows from them (docs/decisions/037).
 */
export const producerVerifications = pgTable(
  'producer_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    kind: verificationKindEnum('kind').notNull(),
    verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('producer_verifications_producer_id_kind_unique').on(t.producerId, t.kind),
    check('producer_verifications_expiry_after_check', sql`${t.expiresOn} > ${t.verifiedOn}`),
  ],
)

/** A certificate the supplier holds (ISO, HACCP, halal…): a public file. */
export const producerCertificates = pgTable(
  'producer_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    // The certificate's own name (ISO 22000, Halal), not translated.
    name: text('name').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    check('producer_certificates_name_not_blank', sql`btrim(${t.name}) <> ''`),
    index('producer_certificates_producer_id_idx').on(t.producerId),
    index('producer_certificates_file_id_idx').on(t.fileId),
  ],
)

export type ProducerTranslation = typeof producerTranslations.$inferSelect
export type ProducerVerification = typeof producerVerifications.$inferSelect
export type ProducerCertificate = typeof producerCertificates.$inferSelect
