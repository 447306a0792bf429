import { BASE_CURRENCY, type Currency, type Rate } from '@caravanserai/contracts/currency-rules'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'

/**
 * The currency the price filter is typed in: the one prices are written in (dollars while the
 * display currency has no rate), its rate, and every rate in force to show bounds the address
 * gives in another currency.
 */
export function usePriceCurrency(): { currency: Currency; rate: Rate | null; rates: readonly Rate[] } {
  const { view, rates } = useDisplayCurrency()
  return { currency: view.rate?.currency ?? BASE_CURRENCY, rate: view.rate, rates }
}
