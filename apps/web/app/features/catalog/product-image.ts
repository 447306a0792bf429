import type { CardProduct } from '../../api/product-cards.ts'

export const PLACEHOLDER_IMAGE = {
  src: '/placeholder-product.svg',
  width: 400,
  height: 300,
  srcSet: undefined,
}

export type ShownImage = { src: string; srcSet?: string; width: number; height: number }

/** The first variation's first image, else the stock image (docs/product.md#product-cards). */
export function cardImage(product: CardProduct): ShownImage {
  const image = product.product_variations[0]?.images[0]
  if (!image) return PLACEHOLDER_IMAGE
  return { src: image.photo, srcSet: image.srcset, width: image.width, height: image.height }
}
