import { BASE_CURRENCY, fromMinor, toMinor } from '@caravanserai/contracts/currency-rules'
import type { SettlementCurrency } from '@caravanserai/contracts/ops-currencies'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { type SettledAmounts, settleAmounts } from '@caravanserai/contracts/settlement-rules'

// What a quote in another currency will ask of the buyer (docs/decisions/046-settlement-currency.md):
// the order's dollar lines and the shipping typed, converted as the API will convert them.

/** A dollar amount the API sent as a number, as exact decimal text of cents. */
const usdText = (usd: number) => fromMinor(toMinor(usd, BASE_CURRENCY), BASE_CURRENCY)

/** The order's goods, shipping and total in `choice`'s currency at its rate, shipping in dollars. */
export function quotedAmounts(
  order: Pick<OpsOrder, 'order_items'>,
  shippingUsd: number,
  choice: SettlementCurrency,
): SettledAmounts {
  const rate = choice.code === BASE_CURRENCY ? null : choice.rate
  return settleAmounts(
    order.order_items.map((item) => usdText(item.line_total)),
    usdText(shippingUsd),
    rate,
  )
}
