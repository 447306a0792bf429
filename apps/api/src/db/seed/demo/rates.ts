import type { Currency } from '@caravanserai/contracts/currency-rules'

/**
 * Plausible units per US dollar for the demo, dated the day it is seeded, so that a development
 * shop shows its prices in every currency. Never in production: there operators enter the real
 * rates (docs/decisions/045-currencies.md).
 */
export const DEMO_RATES: Record<Exclude<Currency, 'USD'>, string> = {
  EUR: '0.861500',
  RUB: '80.950000',
  AMD: '383.400000',
  GEL: '2.705000',
  AED: '3.672500',
  CNY: '7.118000',
  TRY: '42.150000',
}
