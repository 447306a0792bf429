import type { CardProduct } from './card-product.ts'

export const PLACEHOLDER_IMAGE = {
  src: '/placeholder-product.svg',
  width: 400,
  height: 300,
  srcSet: undefined,
}

export type CardImage = { src: string; srcSet?: string; width: number; height: number; alt: string }

/** SPEC §2: the first variation's first image, else the stock image. */
export function cardImage(product: CardProduct): CardImage {
  const image = product.product_variations[0]?.images[0]
  if (!image) return { ...PLACEHOLDER_IMAGE, alt: '' }
  return { src: image.photo, srcSet: image.srcset, width: image.width, height: image.height, alt: image.alt }
}

/** SPEC §2: the first variation's price, else 0. */
export function cardPrice(product: CardProduct): number {
  return product.product_variations[0]?.price ?? 0
}
