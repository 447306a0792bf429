import { RFQ_ACTIONS, type RfqAction, type RfqStatus } from '@caravanserai/contracts/rfqs'

/** Who acts on a request for quotation: the buyer who sent it or an operator. */
export type RfqActor = 'customer' | 'staff'

export type RfqRule = { from: readonly RfqStatus[]; to: RfqStatus; actor: RfqActor }

/**
 * The request for quotation's lifecycle (docs/product.md#requests-for-quotation), the only place
 * the code writes it down: open ─offer─▶ offered (a newer offer keeps it offered) ─accept─▶
 * accepted; open or offered ─decline─▶ declined, ─withdraw─▶ withdrawn.
 */
export const RFQ_RULES: Record<RfqAction, RfqRule> = {
  offer: { from: ['open', 'offered'], to: 'offered', actor: 'staff' },
  decline: { from: ['open', 'offered'], to: 'declined', actor: 'staff' },
  accept: { from: ['offered'], to: 'accepted', actor: 'customer' },
  withdraw: { from: ['open', 'offered'], to: 'withdrawn', actor: 'customer' },
}

/** Where a request ends: nothing moves it on. */
export const TERMINAL_STATUSES: readonly RfqStatus[] = ['accepted', 'declined', 'withdrawn']

/** What the rules read: the status, and whether the standing offer is past its last day. */
export type RfqState = { status: RfqStatus; offerExpired: boolean }

export type RfqDecision =
  | { ok: true; to: RfqStatus }
  | { ok: false; reason: 'forbidden' | 'wrongStatus' | 'offerExpired' }

/** Whether `actor` may take `action` on a request in `state`, and the status that follows. */
export function decide(state: RfqState, action: RfqAction, actor: RfqActor): RfqDecision {
  const rule = RFQ_RULES[action]
  if (rule.actor !== actor) return { ok: false, reason: 'forbidden' }
  if (!rule.from.includes(state.status)) return { ok: false, reason: 'wrongStatus' }
  if (action === 'accept' && state.offerExpired) return { ok: false, reason: 'offerExpired' }
  return { ok: true, to: rule.to }
}

/** The actions `actor` may take now: what the request's page offers as buttons. */
export function availableActions(state: RfqState, actor: RfqActor): RfqAction[] {
  return RFQ_ACTIONS.filter((action) => decide(state, action, actor).ok)
}

/** An offer is live through its last day, `validUntil` (YYYY-MM-DD), by the UTC date of `now`. */
export function isExpired(validUntil: string, now: Date): boolean {
  return validUntil < utcDay(now)
}

/** The UTC date of `now`, YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}
