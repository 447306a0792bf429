import type { OrderDocument } from '@caravanserai/contracts/documents'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { orderDocuments } from '../../db/schema/documents.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'

/**
 * Who reads an order's documents, claims or escrow: a buyer, who sees their company's orders
 * (another's answer 404, as if they did not exist), or staff, who see any.
 */
export type Viewer = { buyer: Buyer } | { staff: true }

/** The condition on order `o` that the viewer may see it, after an `and`. */
export const viewable = (viewer: Viewer): SQL =>
  'buyer' in viewer ? sql`and ${ownedBy(viewer.buyer, sql`o.company_id`, 'view')}` : sql``

/**
 * Order `o`'s documents as JSON, oldest first, each downloaded under `base` (the buyer's
 * /api/orders/ or the operators' /api/ops/orders/).
 */
export function documentsJson(base: '/api/orders/' | '/api/ops/orders/'): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', d.id, 'kind', d.kind, 'number', d.number, 'issued_at', d.issued_at,
      'superseded_at', d.superseded_at,
      'download_url', ${base} || o.id || '/documents/' || d.id || '/') order by d.id), '[]')
    from order_documents d where d.order_id = o.id)`
}

/** The order's documents, oldest first; null when the viewer has no such order. */
export async function listOrderDocuments(
  db: Db,
  orderId: number,
  viewer: Viewer,
): Promise<OrderDocument[] | null> {
  const base = 'buyer' in viewer ? '/api/orders/' : '/api/ops/orders/'
  const [row] = await queryRows<{ documents: OrderDocument[] }>(
    db,
    sql`select ${documentsJson(base)} as documents from orders o where o.id = ${orderId} ${viewable(viewer)}`,
  )
  return row ? row.documents : null
}

type Pdf = Row<typeof orderDocuments, 'number' | 'pdf'>

/** One document's PDF, if it belongs to the order and the viewer may see the order. */
export async function getDocumentPdf(
  db: Db,
  orderId: number,
  documentId: number,
  viewer: Viewer,
): Promise<Pdf | null> {
  const [row] = await queryRows<Pdf>(
    db,
    sql`select d.number, d.pdf from order_documents d join orders o on o.id = d.order_id
      where d.id = ${documentId} and d.order_id = ${orderId} ${viewable(viewer)}`,
  )
  return row ?? null
}
