import type { OrderStatus } from '@caravanserai/contracts/orders'

export type DashboardFigures = {
  total: number
  awaitingApproval: number
  preparing: number
  inTransit: number
  toComplete: number
  completed: number
}

/** The overview's figures: quotes to approve, orders being quoted or prepared, on the way, to complete. */
export function dashboardFigures(count: number, byStatus: Record<OrderStatus, number>): DashboardFigures {
  return {
    total: count,
    awaitingApproval: byStatus.pending_approval,
    preparing: byStatus.pending_shipping + byStatus.processing,
    inTransit: byStatus.shipped,
    toComplete: byStatus.delivered,
    completed: byStatus.completed,
  }
}
