import type { DisplayCurrency } from '@caravanserai/contracts/currencies'
import { convertFromUsd, type Rate } from '@caravanserai/contracts/currency-rules'

type Tier = { price: number }
type Priced = { price: number; price_tiers: Tier[] }
type Product = Priced & { product_variations: Priced[] }

/** A price and its tiers, each with its display price beside it. */
function withDisplay<T extends Priced>(item: T, rate: Rate) {
  return {
    ...item,
    display_price: convertFromUsd(item.price, rate),
    price_tiers: item.price_tiers.map((tier) => ({
      ...tier,
      display_price: convertFromUsd(tier.price, rate),
    })),
  }
}

/**
 * A product (a list card or the detail) with a display price beside every US-dollar price: its
 * own, its tiers', and each variation's with their tiers (docs/decisions/045-currencies.md). The
 * US-dollar fields stay as they are; each display price is converted exactly, rounded once.
 */
export function withDisplayPrices<T extends Product>(product: T, rate: Rate) {
  return {
    ...withDisplay(product, rate),
    product_variations: product.product_variations.map((variation) => withDisplay(variation, rate)),
  }
}

/**
 * A listing's cards (JSON text, comma-separated as the page writes them) with display prices:
 * parsed and written again, a page at a time, only when a currency was asked for.
 */
export function displayCards(results: Buffer, rate: Rate): Buffer {
  const cards = JSON.parse(`[${results.toString('utf8')}]`) as Product[]
  return Buffer.from(cards.map((card) => JSON.stringify(withDisplayPrices(card, rate))).join(','), 'utf8')
}

/** A product's detail (JSON text) with display prices and the currency they are in. */
export function displayProduct(product: string, display: { display: DisplayCurrency; rate: Rate }): string {
  const parsed = JSON.parse(product) as Product
  return JSON.stringify({ ...withDisplayPrices(parsed, display.rate), display_currency: display.display })
}
