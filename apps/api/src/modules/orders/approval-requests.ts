import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { users } from '../../db/schema/accounts.ts'
import { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import type { ApprovalReason } from '../companies/company-approval.ts'
import { approvalRejectedEmail, approvalRequestedEmail } from '../companies/company-approval-emails.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'

const NAME = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`

/**
 * A buyer's approval of order `orderId`'s quote waits for the company's approvers
 * (docs/decisions/058-company-approval-and-limits.md): recorded on the order beside its status,
 * in `tx`, which holds the order's lock, and emailed to every owner and approver of the company
 * but the buyer, each in their language. A request already waiting is a 409.
 */
export async function requestApproval(
  tx: Db,
  orderId: number,
  buyer: Buyer,
  reason: ApprovalReason,
  now: Date,
  email: EmailContext,
): Promise<void> {
  const [updated] = await tx
    .update(orders)
    .set({
      approvalRequestedAt: now,
      approvalRequestedBy: buyer.userId,
      approvalReason: reason,
      updatedAt: now,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'pending_approval'), isNull(orders.approvalRequestedAt)),
    )
    .returning({ orderNumber: orders.orderNumber })
  if (!updated) throw new AppError('orders.approvalWaiting', 409)
  // Raw: the approvers with their language, and the amounts the email names, in one read.
  const approvers = await queryRows<Row<typeof users, 'email' | 'locale'>>(
    tx,
    sql`select u.email, u.locale from company_members m join users u on u.id = m.user_id
      where m.company_id = ${buyer.companyId} and m.role in ('owner', 'approver') and m.user_id <> ${buyer.userId}
        and u.is_active and u.deleted_at is null order by m.created_at, u.id`,
  )
  const [facts] = await queryRows<{ buyer: string; total: `${number}`; limit: `${number}` }>(
    tx,
    sql`select ${NAME} as buyer, (o.total_price + coalesce(o.shipping_price, 0))::text as total,
        (case when ${reason} = 'threshold' then c.approval_threshold else m.monthly_limit end)::text as limit
      from orders o join users u on u.id = ${buyer.userId} join companies c on c.id = o.company_id
      join company_members m on m.company_id = o.company_id and m.user_id = ${buyer.userId}
      where o.id = ${orderId}`,
  )
  for (const approver of approvers)
    await enqueueEmail(
      tx,
      {
        to: approver.email,
        locale: approver.locale,
        template: approvalRequestedEmail,
        params: { orderId, orderNumber: updated.orderNumber, reason, ...facts! },
      },
      email,
    )
}

/**
 * An approver turns a waiting approval down with a reason: the quote waits for the buyer again
 * (who may cancel, or ask for a new quote), and the buyer who asked hears why, in the order's
 * language. An order not waiting is a 409; another company's, a 404.
 */
export async function rejectApproval(
  db: Db,
  input: { orderId: number; approver: Buyer; reason: string; now: Date },
  email: EmailContext,
): Promise<void> {
  const { orderId, approver, reason, now } = input
  await inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({
        requestedBy: orders.approvalRequestedBy,
        orderNumber: orders.orderNumber,
        language: orders.language,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(approver, sql`${orders.companyId}`, 'approve')))
      .for('update')
    if (!order) throw new AppError('orders.notFound', 404)
    const [cleared] = await tx
      .update(orders)
      .set({ approvalRequestedAt: null, approvalRequestedBy: null, approvalReason: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'pending_approval'),
          isNotNull(orders.approvalRequestedAt),
        ),
      )
      .returning({ id: orders.id })
    if (!cleared) throw new AppError('orders.notWaitingForApproval', 409)
    const [people] = await queryRows<{ to: string | null; name: string; approver: string }>(
      tx,
      sql`select r.email as to, trim(r.first_name || ' ' || r.last_name) as name, ${NAME} as approver
        from users u left join users r on r.id = ${order.requestedBy} and r.deleted_at is null
        where u.id = ${approver.userId}`,
    )
    if (!people?.to) return
    await enqueueEmail(
      tx,
      {
        to: people.to,
        locale: order.language,
        template: approvalRejectedEmail,
        params: {
          orderId,
          orderNumber: order.orderNumber,
          name: people.name,
          approver: people.approver,
          reason,
        },
      },
      email,
    )
  })
}
