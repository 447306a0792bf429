import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsSupplier } from '@caravanserai/contracts/ops-suppliers'
import type { Supplier, SupplierBrief } from '@caravanserai/contracts/suppliers'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { storedFiles } from '../../db/schema/payments.ts'
import { producerCertificates } from '../../db/schema/suppliers.ts'
import { type DownloadableFile, downloadable } from '../files/send-download.ts'
import { utcDay } from './verified-marks.ts'

// A supplier's profile as buyers and operators read it (docs/product.md#supplier-profiles).

/** Products buyers can see: on sale and not deleted. */
const LISTED = sql`p.is_active and p.deleted_at is null`
/** The most suppliers one answer lists: a shop has a few hundred. */
export const SUPPLIERS_LISTED_MAX = 1000

/** Whole years from the founding year to `now` (UTC); none for a year still to come. */
export function yearsInTrade(foundedYear: number | null, now: Date): number | null {
  return foundedYear === null ? null : Math.max(0, now.getUTCFullYear() - foundedYear)
}

/** The path a certificate is downloaded from, by anyone. */
export function certificateUrl(supplierId: number, certificateId: number): string {
  return `/api/suppliers/${supplierId}/certificates/${certificateId}/`
}

/**
 * A text of the supplier `pr` in `locale`, falling back to English field by field: a blank
 * translated field reads as the English one.
 */
function localText(column: 'city' | 'province' | 'about', locale: Locale): SQL {
  const pick = (l: SQL) => sql`(select nullif(${sql.raw(`t.${column}`)}, '') from producer_translations t
    where t.producer_id = pr.id and t.locale = ${l})`
  return locale === 'en'
    ? sql`coalesce(${pick(sql`'en'`)}, '')`
    : sql`coalesce(${pick(sql`${locale}::locale`)}, ${pick(sql`'en'`)}, '')`
}

/**
 * What both readings share, `now` bounding the year of RFQs the response time is taken over (the
 * median hours from an RFQ about one of its products to the operators' first answer) and telling
 * the checks past their last day. The verified mark is the stored one, which the checks keep
 * (docs/decisions/037).
 */
function profileColumns(now: Date): SQL {
  return sql`pr.id, pr.name, pr.is_verified, pr.founded_year,
    (select coalesce(json_agg(json_build_object('kind', v.kind, 'verified_on', v.verified_on::text,
        'expires_on', v.expires_on::text, 'expired', v.expires_on < ${utcDay(now)}::date)
        order by v.kind), '[]'::json)
      from producer_verifications v where v.producer_id = pr.id) as verifications,
    (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'valid_until', c.valid_until::text,
        'content_type', f.content_type, 'size', f.size,
        'download_url', '/api/suppliers/' || pr.id || '/certificates/' || c.id || '/') order by c.id), '[]'::json)
      from producer_certificates c join stored_files f on f.id = c.file_id
      where c.producer_id = pr.id) as certificates,
    (select count(*)::int from products p where p.producer_id = pr.id and ${LISTED}) as product_count,
    (select round((percentile_cont(0.5) within group
        (order by extract(epoch from r.answered_at - r.created_at) / 3600))::numeric, 1)::float8
      from rfqs r join products p on p.id = r.product_id
      where p.producer_id = pr.id and r.answered_at is not null
        and r.created_at > ${now.toISOString()}::timestamptz - interval '365 days') as rfq_response_hours`
}

type ProfileRow = Omit<Supplier, 'city' | 'province' | 'about' | 'years_in_trade'>

/** The public profile in `locale` (docs/product.md#supplier-profiles); null for no such supplier. */
export async function getSupplier(db: Db, id: number, locale: Locale, now: Date): Promise<Supplier | null> {
  const [row] = await queryRows<ProfileRow & Pick<Supplier, 'city' | 'province' | 'about'>>(
    db,
    sql`select ${profileColumns(now)}, ${localText('city', locale)} as city,
        ${localText('province', locale)} as province, ${localText('about', locale)} as about
      from producers pr where pr.id = ${id}`,
  )
  return row ? { ...row, years_in_trade: yearsInTrade(row.founded_year, now) } : null
}

/** The profile as operators edit it, every language apart (English always present). */
export async function getOpsSupplier(db: Db, id: number, now: Date): Promise<OpsSupplier | null> {
  const [row] = await queryRows<ProfileRow & Pick<OpsSupplier, 'translations'>>(
    db,
    sql`select ${profileColumns(now)},
        jsonb_build_object('en', jsonb_build_object('city', '', 'province', '', 'about', ''))
          || coalesce((select jsonb_object_agg(t.locale, jsonb_build_object('city', t.city,
              'province', t.province, 'about', t.about))
            from producer_translations t where t.producer_id = pr.id), '{}'::jsonb) as translations
      from producers pr where pr.id = ${id}`,
  )
  return row ? { ...row, years_in_trade: yearsInTrade(row.founded_year, now) } : null
}

/** Every supplier with listed products, by name, for the sitemap and the catalogue's filter chip. */
export function listSuppliers(db: Db): Promise<SupplierBrief[]> {
  return queryRows<SupplierBrief>(
    db,
    sql`select pr.id, pr.name, pr.is_verified, count(*)::int as product_count
      from producers pr join products p on p.producer_id = pr.id and ${LISTED}
      group by pr.id order by lower(pr.name), pr.id limit ${SUPPLIERS_LISTED_MAX}`,
  )
}

/** The stored file of the supplier's certificate, or null. */
export async function findCertificateFile(
  db: Db,
  supplierId: number,
  certificateId: number,
): Promise<DownloadableFile | null> {
  const [row] = await db
    .select(downloadable)
    .from(producerCertificates)
    .innerJoin(storedFiles, eq(storedFiles.id, producerCertificates.fileId))
    .where(and(eq(producerCertificates.id, certificateId), eq(producerCertificates.producerId, supplierId)))
  return row ?? null
}
