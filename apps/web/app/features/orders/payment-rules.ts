import type { Order, OrderStatus } from '@caravanserai/contracts/orders'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@caravanserai/contracts/payments'

/** From the buyer's approval of the quote on, the transfer is due (docs/decisions/027). */
const DUE_FROM: readonly OrderStatus[] = ['processing', 'shipped', 'delivered', 'completed']

/**
 * Whether the order shows its payment (the section, and the state beside the status): once the
 * quote is approved, or whenever money or a confirmation has moved (an `unpaid` order has
 * received nothing, as the database holds it). Before that an "unpaid" mark would only alarm:
 * nothing is due yet. A cancelled order is due nothing: its notice says what becomes of money
 * received.
 */
export function showsPayment(order: Pick<Order, 'status' | 'payment_state'>): boolean {
  if (order.status === 'cancelled') return false
  return DUE_FROM.includes(order.status) || order.payment_state !== 'unpaid'
}

/** Names the file picker offers beside the types: some phones' pickers read only these. */
const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp']

/** The file picker's `accept`: the contract's types and their usual names. */
export const PROOF_ACCEPT = [...ATTACHMENT_TYPES, ...EXTENSIONS].join(',')

export type ProofFileProblem = 'empty' | 'type' | 'tooLarge'

/**
 * What is wrong with a transfer confirmation before it is sent, or null. The type is judged by
 * what the device says (by its name when it says nothing); the server judges by the content and
 * has the last word.
 */
export function proofFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): ProofFileProblem | null {
  if (file.size === 0) return 'empty'
  const type = file.type.toLowerCase()
  const known = type
    ? (ATTACHMENT_TYPES as readonly string[]).includes(type)
    : EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))
  if (!known) return 'type'
  return file.size > ATTACHMENT_MAX_BYTES ? 'tooLarge' : null
}

/** A size in bytes as megabytes, for the refusal that names both sizes. */
export const megabytes = (bytes: number) => bytes / 1024 / 1024
