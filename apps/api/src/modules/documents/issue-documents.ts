import {
  DOCUMENT_PREFIX,
  type DocumentKind,
  REPEATED_DOCUMENT_KINDS,
} from '@caravanserai/contracts/documents'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { orderDocuments } from '../../db/schema/documents.ts'
import { type Credit, readDocumentContent } from './document-content.ts'
import { renderDocumentPdf } from './pdf-document.ts'

/** What a settled quote earns (docs/product.md#trade-documents): the buyer pays against it. */
const QUOTE_DOCUMENTS: DocumentKind[] = ['proforma_invoice']

/** What a shipment earns (docs/product.md#trade-documents): for customs and the carrier. */
const SHIPMENT_DOCUMENTS: DocumentKind[] = ['commercial_invoice', 'packing_list']

/** PI-2026-00042: the kind's letters, the year, and the place in that year, five digits or more. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(sequence).padStart(5, '0')}`
}

/**
 * The next number of `kind` in `year`, taken in `tx`: the counter row stays locked until the
 * transaction ends, and a rollback gives the number back, so the numbers have no gaps.
 */
async function takeNumber(tx: Db, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await queryRows<{ sequence: number }>(
    tx,
    sql`insert into document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
      on conflict (kind, year) do update set last_number = document_counters.last_number + 1
      returning last_number as sequence`,
  )
  return row!.sequence
}

/**
 * Issues the documents of `kinds`, in `tx` (the transaction that takes the step): each one's
 * number, its content read from the order as it is now, and its PDF, or, if anything fails, none
 * of them and no step either. An earlier document of the kind (a quote's proforma, when the order
 * is quoted again) is marked superseded, kept as it was issued.
 */
async function issueDocuments(tx: Db, orderId: number, kinds: DocumentKind[], now: Date) {
  for (const kind of kinds) await issueDocument(tx, orderId, kind, now, null)
}

/** One document of `kind`, numbered, read and drawn in `tx`; its id. */
async function issueDocument(
  tx: Db,
  orderId: number,
  kind: DocumentKind,
  now: Date,
  credit: Credit | null,
): Promise<number> {
  const year = now.getUTCFullYear()
  const sequence = await takeNumber(tx, kind, year)
  const number = documentNumber(kind, year, sequence)
  const content = await readDocumentContent(tx, orderId, kind, number, now, credit)
  if (!REPEATED_DOCUMENT_KINDS.includes(kind))
    await tx
      .update(orderDocuments)
      .set({ supersededAt: now, updatedAt: now })
      .where(
        and(
          eq(orderDocuments.orderId, orderId),
          eq(orderDocuments.kind, kind),
          isNull(orderDocuments.supersededAt),
        ),
      )
  const [row] = await tx
    .insert(orderDocuments)
    .values({
      orderId,
      kind,
      number,
      year,
      sequence,
      language: content.language,
      issuedAt: now,
      content,
      pdf: renderDocumentPdf(content, now),
    })
    .returning({ id: orderDocuments.id })
  return row!.id
}

/**
 * The documents of the order's quote, issued in `tx` once its terms are settled: by an
 * operator's quote (or a new one), or by an offer the buyer accepted, whose quote was agreed before the order
 * existed (docs/decisions/040-one-door-for-orders.md).
 */
export function issueQuoteDocuments(tx: Db, orderId: number, now: Date): Promise<void> {
  return issueDocuments(tx, orderId, QUOTE_DOCUMENTS, now)
}

/** The documents of the order's shipment, issued in `tx`, the transaction that ships it. */
export function issueShipmentDocuments(tx: Db, orderId: number, now: Date): Promise<void> {
  return issueDocuments(tx, orderId, SHIPMENT_DOCUMENTS, now)
}

/**
 * The credit note of a refund, issued in `tx`, the transaction that records the refund: numbered
 * in its own series (CN-2026-00001), in the order's language; its id.
 */
export function issueCreditNote(tx: Db, orderId: number, credit: Credit, now: Date): Promise<number> {
  return issueDocument(tx, orderId, 'credit_note', now, credit)
}
