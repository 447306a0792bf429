import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { describe, expect, test } from 'vitest'
import { quotedAmounts } from './quote-settlement.ts'

const line = (id: number, lineTotal: number) =>
  ({ id, quantity: 1, line_total: lineTotal }) as unknown as OpsOrder['order_items'][number]
const order = { order_items: [line(1, 333.33), line(2, 226.67)] }
const dollar = {
  code: 'USD' as const,
  rate: { currency: 'USD' as const, units_per_usd: '1.000000', effective_on: '2026-11-29' },
}
const euro = {
  code: 'EUR' as const,
  rate: { currency: 'EUR' as const, units_per_usd: '0.921500', effective_on: '2026-11-29' },
}

describe('what a quote will ask of the buyer', () => {
  test('converts each line and the shipping once, and adds the converted lines', () => {
    // 333.33 × 0.9215 = 307.163… and 226.67 × 0.9215 = 208.876…; 125.50 × 0.9215 = 115.648….
    expect(quotedAmounts(order, 125.5, euro)).toEqual({
      currency: 'EUR',
      lines: ['307.16', '208.88'],
      goods: '516.04',
      shipping: '115.65',
      total: '631.69',
    })
  })

  test('the total is the sum of the converted lines, as the proforma adds them, not the total converted', () => {
    const cents = { order_items: [line(1, 0.01), line(2, 0.01), line(3, 0.01)] }
    const half = { code: 'EUR' as const, rate: { ...euro.rate, units_per_usd: '0.500000' } }
    // Each 0.005 rounds to 0.01; 0.03 × 0.5 would round to 0.02.
    expect(quotedAmounts(cents, 0, half).total).toBe('0.03')
  })

  test('in dollars, the amounts are the dollar ones to the cent', () => {
    expect(quotedAmounts(order, 40.3, dollar).total).toBe('600.30')
  })

  test('refuses a shipping price finer than cents rather than rounding it silently', () => {
    expect(() => quotedAmounts(order, 0.1 + 0.2, euro)).toThrow(RangeError)
  })
})
