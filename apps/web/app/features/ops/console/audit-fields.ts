import { STAFF_ROLES } from '@caravanserai/contracts/accounts'
import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { ERASE_OUTCOMES } from '@caravanserai/contracts/ops-customers'
import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import { PAYMENT_STATES, PROOF_STATES } from '@caravanserai/contracts/payments'
import { RFQ_STATUSES } from '@caravanserai/contracts/rfqs'
import { VERIFICATION_KINDS, type VerificationKind } from '@caravanserai/contracts/suppliers'

/**
 * The field names of the API's audit changes (apps/api/src/modules/audit) that the console puts
 * into words, as `audit:fields.<name>`; a name missing here is shown as the API wrote it.
 */
export const AUDIT_FIELDS = [
  'status',
  'shipping_price',
  'incoterm',
  'incoterm_place',
  'quote_valid_until',
  'tracking_number',
  'payment_override_reason',
  'note',
  'amount_paid',
  'payment_state',
  'payment',
  'amount',
  'received_on',
  'proof',
  'state',
  'rejection_reason',
  'category',
  'product_type',
  'producer',
  'translations',
  'name',
  'names',
  'description',
  'variations',
  'id',
  'sku',
  'price',
  'stock',
  'minimum_order_quantity',
  'attribute_values',
  'net_weight_kg',
  'gross_weight_kg',
  'price_tiers',
  'min_quantity',
  'is_active',
  'hs_code',
  'origin_country',
  'deleted',
  'pictures',
  'attribute',
  'values',
  'position',
  'rows',
  'products_created',
  'products_updated',
  'products_unchanged',
  'variations_created',
  'variations_updated',
  'variations_unchanged',
  'handled',
  'account',
  'hidden',
  'reason',
  'unhide_reason',
  'decline_reason',
  'offer',
  'product_variation',
  'quantity',
  'unit_price',
  'valid_until',
  'notes',
  'currency',
  'beneficiary',
  'bank_name',
  'bank_address',
  'account_number',
  'swift',
  'intermediary',
  'legal_name',
  'address',
  'tax_id',
  'email',
  'phone',
  'role',
  'is_verified',
  'founded_year',
  'about',
  'city',
  'province',
  'verifications',
  'units_per_usd',
  'effective_on',
  'legs',
  'days',
] as const

/** Lists whose items the path names by place (`variations.0`): "Variation 1". */
const LISTS = ['variations', 'price_tiers', 'attribute_values', 'pictures', 'legs'] as const
/** Collections whose items the path names by id or code (`certificates.12`, `bank_accounts.EUR`). */
const KEYED = ['payment_proofs', 'certificates', 'alt', 'bank_accounts'] as const
/** Every collection named `audit:items.<name>` with the item's number or code. */
export const AUDIT_ITEMS = [...LISTS, ...KEYED] as const

export type FieldPart =
  | { kind: 'field'; name: (typeof AUDIT_FIELDS)[number] }
  | { kind: 'item'; name: (typeof AUDIT_ITEMS)[number]; ref: number | string }
  | { kind: 'language'; locale: Locale }
  | { kind: 'check'; check: VerificationKind }
  | { kind: 'raw'; text: string }

/** An erased customer's account before (active or not) and after (the erasure's outcome). */
const ACCOUNT_STATES = ['active', 'deactivated', ...ERASE_OUTCOMES] as const

const among = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value)

/**
 * A changed field's path (`variations.0.price_tiers.1.price`) as the parts an operator reads
 * ("Variation 1 · Price tier 2 · Price"): places counted from 1, ids and codes kept, languages
 * and supplier checks by name, field names through `AUDIT_FIELDS`.
 */
export function fieldParts(path: string): FieldPart[] {
  if (path === '.') return [{ kind: 'raw', text: path }]
  const segments = path.split('.')
  const parts: FieldPart[] = []
  for (let at = 0; at < segments.length; at++) {
    const segment = segments[at] ?? ''
    const next = segments[at + 1]
    if (among(LISTS, segment) && next !== undefined && /^\d+$/.test(next)) {
      parts.push({ kind: 'item', name: segment, ref: Number(next) + 1 })
      at++
    } else if (among(KEYED, segment) && next !== undefined) {
      parts.push({ kind: 'item', name: segment, ref: /^\d+$/.test(next) ? Number(next) : next })
      at++
    } else if (at > 0 && among(LOCALES, segment)) {
      parts.push({ kind: 'language', locale: segment })
    } else if (segments[at - 1] === 'verifications' && among(VERIFICATION_KINDS, segment)) {
      parts.push({ kind: 'check', check: segment })
    } else if (among(AUDIT_FIELDS, segment)) {
      parts.push({ kind: 'field', name: segment })
    } else {
      parts.push({ kind: 'raw', text: segment })
    }
  }
  return parts
}

/**
 * The translation of a value that is a code (a status, a role, a payment's state), in the same
 * words the console's badges use for it; null for any other value.
 */
export function codeLabelOf(
  objectType: AuditObjectType,
  path: string,
  value: unknown,
): { ns: string; key: string } | null {
  if (typeof value !== 'string') return null
  const field = path.split('.').at(-1)
  if (field === 'status' && objectType === 'order' && among(ORDER_STATUSES, value))
    return { ns: 'ops', key: `status.${value}` }
  if (field === 'status' && objectType === 'rfq' && among(RFQ_STATUSES, value))
    return { ns: 'rfqs', key: `status.${value}` }
  if (field === 'payment_state' && among(PAYMENT_STATES, value))
    return { ns: 'ops', key: `paymentState.${value}` }
  if (field === 'state' && path.startsWith('payment_proofs.') && among(PROOF_STATES, value))
    return { ns: 'ops', key: `proofState.${value}` }
  if (field === 'role' && objectType === 'staff' && among(STAFF_ROLES, value))
    return { ns: 'staff', key: `roles.${value}` }
  if (field === 'account' && objectType === 'customer' && among(ACCOUNT_STATES, value))
    return { ns: 'audit', key: `values.account.${value}` }
  return null
}
