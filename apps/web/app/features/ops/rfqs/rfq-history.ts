import type { Rfq } from '@caravanserai/contracts/rfqs'

/** A step of a request as the console lists it: when, and what happened. */
export type RfqEvent =
  | { kind: 'requested'; at: string }
  | { kind: 'offered'; at: string; total: number; validUntil: string }
  | { kind: 'accepted'; at: string; order: NonNullable<Rfq['order']> | null }
  | { kind: 'declined'; at: string; reason: string }
  | { kind: 'withdrawn'; at: string }

/**
 * The request's steps, oldest first, from what the API tells of it: when it was sent, when the
 * standing offer was made (a newer offer replaces an older one, so only the standing one is
 * known), and how it ended, at its last change.
 */
export function rfqHistory(
  rfq: Pick<Rfq, 'status' | 'created_at' | 'updated_at' | 'offer' | 'order' | 'decline_reason'>,
): RfqEvent[] {
  const events: RfqEvent[] = [{ kind: 'requested', at: rfq.created_at }]
  if (rfq.offer) {
    events.push({
      kind: 'offered',
      at: rfq.offer.created_at,
      total: rfq.offer.total_amount,
      validUntil: rfq.offer.valid_until,
    })
  }
  if (rfq.status === 'accepted') events.push({ kind: 'accepted', at: rfq.updated_at, order: rfq.order })
  if (rfq.status === 'declined')
    events.push({ kind: 'declined', at: rfq.updated_at, reason: rfq.decline_reason ?? '' })
  if (rfq.status === 'withdrawn') events.push({ kind: 'withdrawn', at: rfq.updated_at })
  return events
}
