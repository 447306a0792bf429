import { LOCALES } from '@caravanserai/contracts/languages'
import type { SupplierBody } from '@caravanserai/contracts/ops-suppliers'
import { CERTIFICATES_MAX, defaultExpiry, type SupplierCertificate } from '@caravanserai/contracts/suppliers'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { producers } from '../../db/schema/catalog.ts'
import { storedFiles } from '../../db/schema/payments.ts'
import {
  producerCertificates,
  producerTranslations,
  producerVerifications,
} from '../../db/schema/suppliers.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { refuseTakenName, reindexProducerProducts } from '../catalog/producers.ts'
import type { FileStore } from '../files/file-store.ts'
import { storePrivateFile } from '../files/private-files.ts'
import { certificateUrl, getOpsSupplier } from './supplier-queries.ts'
import { refuseBadBody } from './supplier-rules.ts'
import { deriveMarks } from './verified-marks.ts'

/** The profile as the audit trail compares it (docs/product.md#audit-trail), each check by its kind. */
async function auditedProfile(tx: Db, id: number, now: Date) {
  const { name, is_verified, founded_year, translations, verifications } = (await getOpsSupplier(
    tx,
    id,
    now,
  ))!
  const checks = Object.fromEntries(
    verifications.map((v) => [v.kind, { verified_on: v.verified_on, expires_on: v.expires_on }]),
  )
  return { name, is_verified, founded_year, translations, verifications: checks }
}

/** Locks the supplier's row for a write; null when there is none. */
async function lockSupplier(tx: Db, id: number) {
  const [row] = await tx
    .select({ name: producers.name })
    .from(producers)
    .where(eq(producers.id, id))
    .for('no key update')
  return row ?? null
}

/**
 * Writes the whole profile (docs/product.md#supplier-profiles): name, founding year, the texts of
 * every language given (a language left out loses its own), and the checks, which replace the
 * recorded set. A check whose day is unchanged keeps who made it; a new or redated one is
 * `operator`'s. The verified mark follows from the checks (docs/decisions/037). A new name or
 * mark rebuilds the cards of its products, which carry both. False when there is no such supplier.
 */
export function saveSupplier(db: Db, id: number, body: SupplierBody, operator: AuditActor, now: Date) {
  refuseBadBody(body, now)
  return inTransaction(db, async (tx) => {
    const current = await lockSupplier(tx, id)
    if (!current) return false
    await refuseTakenName(tx, id, body.name)
    const before = await auditedProfile(tx, id, now)
    await tx
      .update(producers)
      .set({ name: body.name, foundedYear: body.founded_year, updatedAt: sql`now()` })
      .where(eq(producers.id, id))
    await writeTexts(tx, id, body.translations)
    await writeChecks(tx, id, body.verifications, operator.id)
    const marked = await deriveMarks(tx, now, id)
    if (current.name !== body.name || marked.length > 0) await reindexProducerProducts(tx, id)
    await recordAudit(tx, operator, {
      action: 'supplier.update',
      object: { type: 'supplier', id, label: body.name },
      changes: changedFields(before, await auditedProfile(tx, id, now)),
    })
    return true
  })
}

async function writeTexts(tx: Db, id: number, translations: SupplierBody['translations']) {
  await tx.delete(producerTranslations).where(eq(producerTranslations.producerId, id))
  const rows = LOCALES.flatMap((locale) => {
    const text = translations[locale]
    return text ? [{ producerId: id, locale, ...text }] : []
  })
  await tx.insert(producerTranslations).values(rows)
}

async function writeChecks(tx: Db, id: number, checks: SupplierBody['verifications'], operatorId: number) {
  const kept = checks.map((c) => c.kind)
  await tx
    .delete(producerVerifications)
    .where(
      and(
        eq(producerVerifications.producerId, id),
        kept.length ? notInArray(producerVerifications.kind, kept) : undefined,
      ),
    )
  for (const check of checks) {
    const expiresOn = check.expires_on ?? defaultExpiry(check.kind, check.verified_on)
    await tx
      .insert(producerVerifications)
      .values({
        producerId: id,
        kind: check.kind,
        verifiedOn: check.verified_on,
        expiresOn,
        verifiedBy: operatorId,
      })
      .onConflictDoUpdate({
        target: [producerVerifications.producerId, producerVerifications.kind],
        set: {
          verifiedOn: sql`excluded.verified_on`,
          expiresOn: sql`excluded.expires_on`,
          verifiedBy: sql`case when ${producerVerifications.verifiedOn} = excluded.verified_on
            then ${producerVerifications.verifiedBy} else excluded.verified_by end`,
          updatedAt: sql`now()`,
        },
      })
  }
}

export type NewCertificate = {
  supplierId: number
  uploadedBy: AuditActor
  name: string
  validUntil: string | null
  filename: string
  content: Buffer
}

/**
 * Keeps a certificate's file (PDF or picture, by its content) and names it on the supplier, up to
 * CERTIFICATES_MAX each. Null when there is no such supplier.
 */
export function addCertificate(
  db: Db,
  files: FileStore,
  certificate: NewCertificate,
): Promise<SupplierCertificate | null> {
  return inTransaction(db, async (tx) => {
    const supplier = await lockSupplier(tx, certificate.supplierId)
    if (!supplier) return null
    const held = await tx.$count(
      producerCertificates,
      eq(producerCertificates.producerId, certificate.supplierId),
    )
    if (held >= CERTIFICATES_MAX)
      throw new AppError('suppliers.certificatesFull', 409, { max: CERTIFICATES_MAX })
    const file = await storePrivateFile(tx, files, {
      orderId: null,
      uploadedBy: certificate.uploadedBy.id,
      filename: certificate.filename,
      content: certificate.content,
    })
    const [row] = await tx
      .insert(producerCertificates)
      .values({
        producerId: certificate.supplierId,
        fileId: file.id,
        name: certificate.name,
        validUntil: certificate.validUntil,
      })
      .returning({ id: producerCertificates.id })
    await recordAudit(tx, certificate.uploadedBy, {
      action: 'supplier.certificate_added',
      object: { type: 'supplier', id: certificate.supplierId, label: supplier.name },
      changes: {
        [`certificates.${row!.id}`]: {
          before: null,
          after: { name: certificate.name, valid_until: certificate.validUntil, file: certificate.filename },
        },
      },
    })
    return {
      id: row!.id,
      name: certificate.name,
      valid_until: certificate.validUntil,
      content_type: file.contentType,
      size: file.size,
      download_url: certificateUrl(certificate.supplierId, row!.id),
    }
  })
}

/**
 * Removes the certificate and its stored file's row, and gives the file's path, whose bytes the
 * caller forgets once this has committed (another row may share them). Null when the supplier has
 * no such certificate.
 */
export function deleteCertificate(
  db: Db,
  supplierId: number,
  certificateId: number,
  staff: AuditActor,
): Promise<{ path: string } | null> {
  return inTransaction(db, async (tx) => {
    const [gone] = await tx
      .delete(producerCertificates)
      .where(and(eq(producerCertificates.id, certificateId), eq(producerCertificates.producerId, supplierId)))
      .returning({
        fileId: producerCertificates.fileId,
        name: producerCertificates.name,
        validUntil: producerCertificates.validUntil,
      })
    if (!gone) return null
    const [file] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, gone.fileId))
      .returning({ path: storedFiles.path })
    const [supplier] = await tx
      .select({ name: producers.name })
      .from(producers)
      .where(eq(producers.id, supplierId))
    await recordAudit(tx, staff, {
      action: 'supplier.certificate_removed',
      object: { type: 'supplier', id: supplierId, label: supplier?.name ?? '' },
      changes: {
        [`certificates.${certificateId}`]: {
          before: { name: gone.name, valid_until: gone.validUntil },
          after: null,
        },
      },
    })
    return { path: file!.path }
  })
}
