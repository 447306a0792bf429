import { z } from 'zod'

// Trade documents (docs/product.md#trade-documents): PDFs an order earns as it moves on, in the
// buyer's language, numbered without gaps per kind and year, and never changed once issued.

/**
 * A proforma invoice when shipping is quoted; a commercial invoice and a packing list when the
 * order ships; a credit note for each refund (docs/decisions/043-escrow-ledger.md).
 */
export const DOCUMENT_KINDS = [
  'proforma_invoice',
  'commercial_invoice',
  'packing_list',
  'credit_note',
] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>

/** The letters before a document's number: PI-2026-00001. */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  proforma_invoice: 'PI',
  commercial_invoice: 'CI',
  packing_list: 'PL',
  credit_note: 'CN',
}

/** Kinds an order may hold several of at once, none replacing another: one credit note a refund. */
export const REPEATED_DOCUMENT_KINDS: readonly DocumentKind[] = ['credit_note']

/**
 * The delivery terms an operator quotes with (Incoterms 2020). The ones that fit an overland
 * delivery by a carrier the seller books; EXW and FCA leave the carriage to the buyer.
 */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const
export const IncotermSchema = z.enum(INCOTERMS)
export type Incoterm = z.infer<typeof IncotermSchema>

/** How long a proforma invoice holds its prices unless the operator says otherwise. */
export const QUOTE_VALID_DAYS_DEFAULT = 14

/** One row of GET /orders/{id}/documents/ and of the operator's order. */
export const OrderDocumentSchema = z.object({
  id: z.number().int(),
  kind: DocumentKindSchema,
  /** PI-2026-00001: the kind's letters, the year, and the place in that year. */
  number: z.string(),
  issued_at: z.string(),
  /** When a newer document of its kind replaced it (a new quote's proforma); null while it stands. */
  superseded_at: z.string().nullable(),
  /** Where the PDF downloads: the buyer's (or the operator's) path under /api. */
  download_url: z.string(),
})
export type OrderDocument = z.infer<typeof OrderDocumentSchema>

export const OrderDocumentListSchema = z.array(OrderDocumentSchema)

export const DocumentParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
})
