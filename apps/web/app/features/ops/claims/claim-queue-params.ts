import { CLAIM_STATES } from '@caravanserai/contracts/claims'
import type { OpsClaimQueueQuery } from '../../../api/ops-claims.ts'

/** The claims queue's address: a state (open unless said) and a page; anything else falls back. */
export function claimQueueFrom(params: URLSearchParams): OpsClaimQueueQuery {
  const state = params.get('state')
  const page = Number(params.get('page'))
  return {
    state: CLAIM_STATES.find((s) => s === state) ?? 'open',
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
  }
}

/** `?…` for a link to the queue at this state and page, or '' for the open claims' first page. */
export function claimQueueSearch({ state, page }: OpsClaimQueueQuery): string {
  const params = new URLSearchParams()
  if (state !== 'open') params.set('state', state)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
