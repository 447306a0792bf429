import { roleCan } from '@caravanserai/contracts/company-roles'
import type { Locale } from '@caravanserai/contracts/languages'
import type { Rfq, RfqStatus } from '@caravanserai/contracts/rfqs'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { type RfqViewer, rfqJson } from './rfq-json.ts'
import { availableActions, utcDay } from './rfq-machine.ts'

type StoredRfq = Omit<Rfq, 'available_actions'>

/** What a viewer reads, at the app's `now` (which decides whether the offer has expired). */
export type RfqReader = { viewer: RfqViewer; locale: Locale; now: Date }

/** The steps open to the viewer: a buyer's, none unless their role in the company buys. */
function withActions(rfq: StoredRfq, viewer: RfqViewer, buyer: Buyer | null): Rfq {
  const state = { status: rfq.status, offerExpired: rfq.offer?.expired ?? false }
  if (buyer && !roleCan(buyer.role, 'buy')) return { ...rfq, available_actions: [] }
  return { ...rfq, available_actions: availableActions(state, viewer === 'buyer' ? 'customer' : 'staff') }
}

/** A buyer reaches only their company's requests (docs/decisions/056-companies-are-the-buyer.md); an operator every one. */
const owned = (buyer: Buyer | null) =>
  buyer === null ? sql`true` : ownedBy(buyer, sql`r.company_id`, 'view')

/** The request `id` as the reader sees it; null for an unknown id or another company's request. */
export async function getRfq(db: Db, id: number, buyer: Buyer | null, reader: RfqReader) {
  const [row] = await queryRows<{ rfq: StoredRfq }>(
    db,
    sql`select ${rfqJson(reader.locale, reader.viewer, utcDay(reader.now))} as rfq from rfqs r
      where r.id = ${id} and ${owned(buyer)}`,
  )
  return row ? withActions(row.rfq, reader.viewer, buyer) : null
}

/**
 * A page of requests, newest first: the buyer's company's, or (for operators) all; only those
 * of one status, or that one person (`placedBy`) sent, if given.
 */
export async function listRfqs(
  db: Db,
  filter: { buyer: Buyer | null; status?: RfqStatus; placedBy?: number },
  reader: RfqReader,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = sql`${owned(filter.buyer)} ${filter.status ? sql`and r.status = ${filter.status}` : sql``}
    ${filter.placedBy === undefined ? sql`` : sql`and r.user_id = ${filter.placedBy}`}`
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from rfqs r where ${where}`,
  )
  const rows = await queryRows<{ rfq: StoredRfq }>(
    db,
    sql`select ${rfqJson(reader.locale, reader.viewer, utcDay(reader.now))} as rfq from rfqs r where ${where}
      order by r.created_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  return { count: counted!.count, results: rows.map((r) => withActions(r.rfq, reader.viewer, filter.buyer)) }
}
