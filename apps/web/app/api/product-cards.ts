import type { Product, ProductListResponse } from '@caravanserai/contracts/catalog'

type Variation = Product['product_variations'][number]
type Image = Variation['images'][number]

/**
 * What a product card shows and what its buttons send: the first variation's first picture,
 * price, lowest volume price and minimum order, and the opening of the description. The picture
 * goes without its alternative text: the card's heading, right beside it, names the product in the page's
 * language, so the picture is marked as adding nothing to it (alt=""). Lists keep only this in the query
 * cache, so the state the server hands to the browser (and every cached page) carries twelve
 * cards rather than twelve full products with every variation, attribute and picture.
 */
export type CardImage = Pick<Image, 'photo' | 'srcset' | 'width' | 'height'>
export type CardProduct = Pick<Product, 'id' | 'name' | 'description' | 'is_wishlisted' | 'producer'> & {
  product_variations: (Pick<Variation, 'id' | 'price' | 'minimum_order_quantity'> & {
    /** The last volume tier's unit price: below `price` when the variation has tiers. */
    lowest_price: number
    images: CardImage[]
  })[]
}
export type CardPage = Omit<ProductListResponse, 'results'> & { results: CardProduct[] }

/** A card clamps its description to two lines; this is more than two lines of the widest card. */
export const CARD_DESCRIPTION_LIMIT = 180

/** The text cut at the last word boundary within the limit, with an ellipsis when cut. */
export function excerpt(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  const characters = Array.from(text.trim())
  if (characters.length <= limit) return characters.join('')
  const cut = characters.slice(0, limit).join('')
  const lastSpace = cut.search(/\s\S*$/u)
  return `${(lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛–—-]+$/u, '')}…`
}

export function toCard(product: Product): CardProduct {
  const first = product.product_variations[0]
  return {
    id: product.id,
    name: product.name,
    description: excerpt(product.description),
    is_wishlisted: product.is_wishlisted,
    producer: product.producer,
    product_variations: first
      ? [
          {
            id: first.id,
            price: first.price,
            lowest_price: first.price_tiers.at(-1)?.price ?? first.price,
            minimum_order_quantity: first.minimum_order_quantity,
            images: first.images
              .slice(0, 1)
              .map(({ photo, srcset, width, height }) => ({ photo, srcset, width, height })),
          },
        ]
      : [],
  }
}

export function toCardPage(page: ProductListResponse): CardPage {
  return { ...page, results: page.results.map(toCard) }
}
