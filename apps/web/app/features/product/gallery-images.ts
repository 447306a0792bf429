import type { ProductDetail } from '@caravanserai/contracts/catalog'

export type GalleryImage = { src: string; srcSet?: string; width: number; height: number; alt: string }

/** The main image's layout width: half the page on large screens, the full width below. */
export const GALLERY_SIZES = '(min-width: 1024px) 600px, 100vw'

export const PLACEHOLDER: Omit<GalleryImage, 'alt'> = {
  src: '/placeholder-product.svg',
  width: 400,
  height: 300,
}

const LOCAL_HOST = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])(:\d+)?(\/|$)/i

/** An image address on a local host would never load for a buyer: the placeholder instead. */
export function isLocalHostUrl(url: string): boolean {
  return LOCAL_HOST.test(url)
}

/** The chosen variation's images, else the first variation's, else the placeholder. */
export function galleryImages(product: ProductDetail, variationId: number | undefined): GalleryImage[] {
  const variations = product.product_variations
  const chosen = variations.find((v) => v.id === variationId) ?? variations[0]
  const images = chosen?.images.length ? chosen.images : (variations[0]?.images ?? [])
  if (images.length === 0) return [{ ...PLACEHOLDER, alt: product.name }]
  return images.map((image) =>
    isLocalHostUrl(image.photo)
      ? { ...PLACEHOLDER, alt: image.alt || product.name }
      : {
          src: image.photo,
          srcSet: image.srcset.split(',').some((part) => isLocalHostUrl(part.trim()))
            ? undefined
            : image.srcset,
          width: image.width,
          height: image.height,
          alt: image.alt || product.name,
        },
  )
}
