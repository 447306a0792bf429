import type { Rfq, RfqOffer } from '@caravanserai/contracts/rfqs'
import { ApiError } from '../../lib/api-client.ts'

/**
 * Where a request stands for its buyer (docs/product.md#requests-for-quotation), which decides the
 * panel the request's page shows: waiting for the operators, an offer to take (or one past its
 * day), the order it became, the operators' refusal with their reason, or withdrawn.
 */
export type RfqStage =
  | { kind: 'waiting' }
  | { kind: 'offer'; offer: RfqOffer; canAccept: boolean }
  | { kind: 'expired'; offer: RfqOffer }
  | { kind: 'accepted'; offer: RfqOffer | null; order: NonNullable<Rfq['order']> | null }
  | { kind: 'declined'; reason: string }
  | { kind: 'withdrawn' }

type Seen = Pick<Rfq, 'status' | 'offer' | 'order' | 'decline_reason' | 'available_actions'>

export function rfqStage(rfq: Seen): RfqStage {
  switch (rfq.status) {
    case 'accepted':
      return { kind: 'accepted', offer: rfq.offer, order: rfq.order }
    case 'declined':
      return { kind: 'declined', reason: rfq.decline_reason ?? '' }
    case 'withdrawn':
      return { kind: 'withdrawn' }
    default:
      if (!rfq.offer) return { kind: 'waiting' }
      if (rfq.offer.expired) return { kind: 'expired', offer: rfq.offer }
      return { kind: 'offer', offer: rfq.offer, canAccept: rfq.available_actions.includes('accept') }
  }
}

/** Whether the buyer may still withdraw the request (the API says so in its actions). */
export function canWithdraw(rfq: Pick<Rfq, 'available_actions'>): boolean {
  return rfq.available_actions.includes('withdraw')
}

/** The 409 codes of an acceptance, each with the buyer's own explanation. */
const ACCEPT_CONFLICTS = ['rfqs.offerExpired', 'rfqs.offerReplaced', 'rfqs.notEnoughStock'] as const
export type AcceptConflict = (typeof ACCEPT_CONFLICTS)[number]

/** The known reason an offer could not be taken, from the failure's code; null for another. */
export function acceptConflictOf(error: unknown): AcceptConflict | null {
  const code = errorCode(error)
  return ACCEPT_CONFLICTS.find((known) => known === code) ?? null
}

/** The stable code of an API failure (`rfqs.emailNotVerified`), for a page that says more. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null
  const { code } = error.body as { code?: unknown }
  return typeof code === 'string' ? code : null
}
