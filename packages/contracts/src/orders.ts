import { z } from 'zod'

/** Order statuses in lifecycle order (SPEC §4, DESIGN §7). */
export const ORDER_STATUSES = [
  'pending_shipping',
  'pending_approval',
  'processing',
  'shipped',
  'delivered',
  'completed',
] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>
