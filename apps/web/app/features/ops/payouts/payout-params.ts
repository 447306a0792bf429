import type { PayoutHistoryQuery } from '../../../api/ops-payouts.ts'

const ID_MAX = 2_147_483_647

const wholeAbove = (text: string | null, min: number, max: number) => {
  const value = Number(text)
  return Number.isInteger(value) && value >= min && value <= max ? value : null
}

/** The payout history's address: one supplier or all, and a page; anything else falls back. */
export function payoutHistoryFrom(params: URLSearchParams): PayoutHistoryQuery {
  const producer = wholeAbove(params.get('producer'), 1, ID_MAX)
  return { ...(producer ? { producer } : {}), page: wholeAbove(params.get('page'), 2, 1_000_000) ?? 1 }
}

/** `?…` for a link to the history of this supplier at this page, or '' for everyone's first page. */
export function payoutHistorySearch({ producer, page }: PayoutHistoryQuery): string {
  const params = new URLSearchParams()
  if (producer) params.set('producer', String(producer))
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
