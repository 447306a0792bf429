import type { Lang } from '@caravanserai/contracts/languages'
import type { OrderStatus } from '@caravanserai/contracts/orders'
import { formatDay, formatNumber, formatPrice } from '../../../lib/format.ts'

/** The statuses' colours (Okabe–Ito, told apart with colour-blindness too), in lifecycle order. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending_shipping: '#E69F00',
  pending_approval: '#F0E442',
  processing: '#56B4E9',
  shipped: '#0072B2',
  delivered: '#CC79A7',
  completed: '#009E73',
  cancelled: '#D55E00',
}

/** A week by its Monday, `12 Jan` (the Persian calendar in Persian). */
export const weekLabel = (lang: Lang, monday: string) =>
  formatDay(lang, monday, { day: 'numeric', month: 'short' })

/** A month `2026-01` as `Jan 2026`: Gregorian in every language, since the report's months are. */
export const monthLabel = (lang: Lang, month: string) =>
  formatDay(lang, `${month}-01`, { month: 'short', year: 'numeric', calendar: 'gregory' })

export const money = (lang: Lang, value: number) => formatPrice(lang, value)

/** Money on an axis: short, `$12K`. */
export const axisMoney = (lang: Lang, value: number) =>
  formatNumber(lang, value, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  })

export const count = (lang: Lang, value: number) => formatNumber(lang, value)

export const percent = (lang: Lang, share: number) =>
  formatNumber(lang, share, { style: 'percent', maximumFractionDigits: 0 })

export const hours = (lang: Lang, value: number) => formatNumber(lang, value, { maximumFractionDigits: 1 })
