import type { ProductDetail } from '@caravanserai/contracts/catalog'

/** Widths of the WebP renditions made for each product image (modules/media). */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const

type RawImage = { id: number; path: string; width: number | null; height: number | null; alt: string }
type RawProduct = Omit<ProductDetail, 'product_variations' | 'reviews'> & {
  reviews?: ProductDetail['reviews']
  product_variations: Array<
    Omit<ProductDetail['product_variations'][number], 'images'> & { images: RawImage[] }
  >
}

/** Root-relative URLs: never a local-host address, which the storefront would replace (SPEC §2). */
export function imageUrl(path: string, width: number): string {
  return `/media/${path}-${width}.webp`
}

/** Completes the database's image rows with the photo URL and srcset of every rendition. */
export function withImageUrls<T extends RawProduct>(product: T) {
  return {
    ...product,
    product_variations: product.product_variations.map((variation) => ({
      ...variation,
      images: variation.images.map((image) => {
        const width = image.width ?? IMAGE_WIDTHS.at(-1)!
        const height = image.height ?? Math.round((width * 3) / 4)
        const widths = IMAGE_WIDTHS.filter((w) => w <= width)
        return {
          id: image.id,
          photo: imageUrl(image.path, widths.at(-1) ?? width),
          width,
          height,
          alt: image.alt || product.name,
          srcset: widths.map((w) => `${imageUrl(image.path, w)} ${w}w`).join(', '),
        }
      }),
    })),
  }
}
