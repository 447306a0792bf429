import { z } from 'zod'
import { UnreadOrderSchema } from './conversation.ts'

// Staff alerts (docs/product.md#staff-alerts, docs/decisions/042-staff-alerts.md): what a buyer
// did that needs an operator, told by email to each staff member as they chose for each kind.

/**
 * What a buyer did that needs the operators: an order made (a checkout, an accepted offer), a
 * quote approved, a transfer confirmation sent, a message written, a claim opened. A new kind is
 * one entry here (and its words and its rule in the API).
 */
export const STAFF_ALERT_KINDS = [
  'order_requested',
  'quote_approved',
  'proof_sent',
  'buyer_message',
  'claim_opened',
] as const
export const StaffAlertKindSchema = z.enum(STAFF_ALERT_KINDS)
export type StaffAlertKind = z.infer<typeof StaffAlertKindSchema>

/** How a staff member hears of a kind: not at all, one email as it happens, or in the daily digest. */
export const ALERT_DELIVERIES = ['off', 'instant', 'digest'] as const
export const AlertDeliverySchema = z.enum(ALERT_DELIVERIES)
export type AlertDelivery = z.infer<typeof AlertDeliverySchema>

/** Every kind as it happens until the person chooses otherwise (docs/decisions/042-staff-alerts.md). */
export const DEFAULT_ALERT_DELIVERY: AlertDelivery = 'instant'

const perKind = z.record(StaffAlertKindSchema, AlertDeliverySchema)

/** GET /ops/me/alerts/: the asker's choice for every kind, and the UTC hour digests go out. */
export const AlertSettingsSchema = z.object({
  alerts: perKind,
  /** 0–23: the hour (UTC) from which each day's digest is sent. */
  digest_hour: z.number().int(),
})
export type AlertSettings = z.infer<typeof AlertSettingsSchema>

/** PUT /ops/me/alerts/: a choice for every kind; answers the settings as saved. */
export const AlertSettingsBodySchema = z.object({ alerts: perKind }).strict()
export type AlertSettingsBody = z.infer<typeof AlertSettingsBodySchema>

/**
 * GET /ops/me/waiting/: what waits for the operators now, by kind: orders to quote, approved
 * orders to ship, transfer confirmations to check, and the asker's unread buyer messages, with
 * the orders they are in (most unread first, at most 20).
 */
export const WaitingNowSchema = z.object({
  waiting: z.record(StaffAlertKindSchema, z.number().int()),
  unread_orders: z.array(UnreadOrderSchema),
})
export type WaitingNow = z.infer<typeof WaitingNowSchema>
