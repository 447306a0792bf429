import { isCurrency } from '@caravanserai/contracts/currency-rules'
import type { RateHistoryQuery } from '../../../api/ops-currencies.ts'

/** The rate history's address: one currency or all, and a page; anything else falls back. */
export function rateHistoryFrom(params: URLSearchParams): RateHistoryQuery {
  const currency = params.get('currency')
  const page = Number(params.get('page'))
  return {
    ...(isCurrency(currency) ? { currency } : {}),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
  }
}

/** `?…` for a link to the history of this currency at this page, or '' for every one's first page. */
export function rateHistorySearch({ currency, page }: RateHistoryQuery): string {
  const params = new URLSearchParams()
  if (currency) params.set('currency', currency)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
