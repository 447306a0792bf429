import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'

/**
 * Order `orderId` locked for a claim's step (one of the buyer's company, whose role there buys,
 * when `buyer` is given; another's is 404), with what the step reads and who its emails go to:
 * the person who placed it.
 */
export async function lockClaimOrder(tx: Db, orderId: number, buyer: Buyer | null) {
  const [order] = await tx
    .select({
      status: orders.status,
      orderNumber: orders.orderNumber,
      language: orders.language,
      deliveredAt: orders.deliveredAt,
      buyerId: orders.userId,
      to: users.email,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      gone: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.id, orderId),
        buyer === null ? undefined : ownedBy(buyer, sql`${orders.companyId}`, 'buy'),
      ),
    )
    .for('update', { of: orders })
  if (!order) throw new AppError('orders.notFound', 404)
  return order
}

export type ClaimOrder = Awaited<ReturnType<typeof lockClaimOrder>>
