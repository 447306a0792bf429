import { z } from 'zod'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// The audit trail (docs/product.md#audit-trail): every staff write, who, when, what, and each
// changed field before and after. Read-only through the API.

export const AUDIT_PAGE_SIZE = 50

/** What an audit event is about; `customer` and `staff` are both accounts (users.id). */
export const AUDIT_OBJECT_TYPES = [
  'order',
  'product',
  'category',
  'product_type',
  'attribute',
  'attribute_value',
  'supplier',
  'destination',
  'rfq',
  'seller',
  'contact_message',
  'review',
  'customer',
  'staff',
  'catalog_import',
  'currency_rate',
] as const
export const AuditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES)
export type AuditObjectType = z.infer<typeof AuditObjectTypeSchema>

/** Objects only admins manage, so only admins read their history (docs/product.md#audit-trail). */
const ADMIN_OBJECT_TYPES: readonly AuditObjectType[] = ['seller', 'staff']
export const isAdminObject = (type: AuditObjectType) => ADMIN_OBJECT_TYPES.includes(type)

/** Every staff write the trail records, as `<object type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'order.quote',
  'order.requote',
  'order.ship',
  'order.note',
  'order.payment_recorded',
  'order.payment_proof_rejected',
  'order.decline',
  'order.cancel',
  'order.refund',
  'order.claim_resolved',
  'order.shipment_created',
  'order.milestone_recorded',
  'product.create',
  'product.update',
  'product.delete',
  'product.pictures',
  'category.create',
  'category.update',
  'category.delete',
  'product_type.create',
  'product_type.update',
  'product_type.delete',
  'attribute.create',
  'attribute.update',
  'attribute.delete',
  'attribute_value.create',
  'attribute_value.update',
  'attribute_value.delete',
  'supplier.create',
  'supplier.update',
  'supplier.certificate_added',
  'supplier.certificate_removed',
  'supplier.payout',
  'destination.create',
  'destination.update',
  'destination.delete',
  'rfq.offer',
  'rfq.decline',
  'seller.update',
  'seller.bank_account_saved',
  'seller.bank_account_removed',
  'contact_message.update',
  'review.hide',
  'review.unhide',
  'customer.deactivate',
  'customer.reactivate',
  'customer.verification_resent',
  'customer.data_exported',
  'customer.erase',
  'staff.invite',
  'staff.role_change',
  'staff.remove',
  'catalog_import.run',
  'currency_rate.set',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof AuditActionSchema>

/** One changed field: its value before and after (null when it did not exist). */
export const AuditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() })
export type AuditChange = z.infer<typeof AuditChangeSchema>

export const AuditEventSchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }),
  action: AuditActionSchema,
  object_type: AuditObjectTypeSchema,
  object_id: z.number().int(),
  /** The object's name when it changed: an order number, a product's English name, an email. */
  object_label: z.string(),
  /** Field path → before and after, e.g. `variations.0.price`. */
  changes: z.record(z.string(), AuditChangeSchema),
  created_at: z.string(),
})
export type AuditEvent = z.infer<typeof AuditEventSchema>

/** GET /ops/audit/: newest first, narrowed by person, action, object type and object. */
export const AuditQuerySchema = z.object({
  ...pageQuerySchema(AUDIT_PAGE_SIZE),
  actor: z.optional(z.coerce.number().int().min(1).max(2_147_483_647)),
  action: z.optional(AuditActionSchema),
  object_type: z.optional(AuditObjectTypeSchema),
  object_id: z.optional(z.coerce.number().int().min(1).max(2_147_483_647)),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditListResponseSchema = pagedSchema(AuditEventSchema)

/** GET /ops/audit/{object_type}/{object_id}/: one object's history, newest first (operators too). */
export const AuditObjectParamsSchema = z.object({
  object_type: AuditObjectTypeSchema,
  object_id: z.coerce.number().int().min(1).max(2_147_483_647),
})
export type AuditObjectParams = z.infer<typeof AuditObjectParamsSchema>

export const AuditHistoryQuerySchema = z.object({ ...pageQuerySchema(AUDIT_PAGE_SIZE) })

/** GET /ops/audit/actors/: everyone who appears in the trail, for the person filter. */
export const AuditActorSchema = z.object({ id: z.number().int(), email: z.string() })
export type AuditActor = z.infer<typeof AuditActorSchema>
export const AuditActorsResponseSchema = z.array(AuditActorSchema)

/** The object type an action is about: the part before the dot. */
export function auditActionObjectType(action: AuditAction): AuditObjectType {
  return action.slice(0, action.indexOf('.')) as AuditObjectType
}
