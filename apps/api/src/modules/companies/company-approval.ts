import { roleCan } from '@caravanserai/contracts/company-roles'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Buyer } from './company-scope.ts'

/** Why an order waits for the company's approval: above its threshold, or past the buyer's month. */
export type ApprovalReason = 'threshold' | 'monthly_limit'

/** The first instant of `now`'s calendar month, UTC: a monthly limit counts from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * Whether `buyer`'s approval of order `orderId`'s quote must wait for an approver
 * (docs/decisions/058-company-approval-and-limits.md), in `tx`, which holds the order's lock: never
 * for a person who may approve; otherwise when the order's goods and shipping (in dollars) exceed
 * the company's threshold, or when with what the person's orders approved this month (UTC) already
 * came to, not counting cancelled ones, they would pass the person's monthly limit. The person's
 * membership is locked first, so two approvals of one buyer at once are counted one after the
 * other, and a limit cannot be passed by racing it.
 */
export async function approvalNeeded(
  tx: Db,
  orderId: number,
  buyer: Buyer,
  now: Date,
): Promise<ApprovalReason | null> {
  if (roleCan(buyer.role, 'approve')) return null
  // Raw: a lock of the membership, then sums over the company's orders in one statement.
  const [member] = await queryRows<{ limit: string | null }>(
    tx,
    sql`select monthly_limit::text as limit from company_members
      where company_id = ${buyer.companyId} and user_id = ${buyer.userId} for update`,
  )
  if (!member) return null
  const [row] = await queryRows<{ overThreshold: boolean; overLimit: boolean }>(
    tx,
    sql`select coalesce(o.total_price + coalesce(o.shipping_price, 0) > c.approval_threshold, false) as "overThreshold",
        coalesce(${member.limit}::numeric < o.total_price + coalesce(o.shipping_price, 0) + (
          select coalesce(sum(p.total_price + coalesce(p.shipping_price, 0)), 0) from orders p
          where p.company_id = o.company_id and p.user_id = ${buyer.userId} and p.id <> o.id
            and p.approved_at >= ${monthStart(now)} and p.status <> 'cancelled'), false) as "overLimit"
      from orders o join companies c on c.id = o.company_id
      where o.id = ${orderId} and o.company_id = ${buyer.companyId}`,
  )
  if (row?.overThreshold) return 'threshold'
  if (row?.overLimit) return 'monthly_limit'
  return null
}
