import type { ComponentProps } from 'react'
import { preload } from 'react-dom'

/**
 * The AVIF twin of a product picture's srcset: /media serves every rendition under the same name
 * as WebP and as AVIF (about half the bytes). Undefined for anything else (the placeholder, a
 * picture from another host), which stays a plain image.
 */
export function avifSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return undefined
  const candidates = srcSet.split(',').map((candidate) => candidate.trim())
  if (!candidates.every((candidate) => /^\/media\/\S+\.webp(\s+\d+w)?$/.test(candidate))) return undefined
  return candidates.map((candidate) => candidate.replace(/\.webp(?=\s|$)/, '.avif')).join(', ')
}

type PictureProps = Omit<ComponentProps<'img'>, 'fetchPriority'> & {
  alt: string
  /**
   * The page's likely largest paint: fetched first, and named in the document's head so the
   * request starts with the head rather than when the parser reaches the picture.
   */
  priority?: boolean
}

/**
 * A product picture: AVIF for browsers that take it, the WebP srcset for the rest. The wrapper
 * takes no box of its own (display: contents), so the image is laid out as if it stood alone.
 */
export function Picture({ alt, priority = false, ...image }: PictureProps) {
  const avif = avifSrcSet(image.srcSet)
  if (priority && image.src) {
    // A browser without AVIF skips a hint of that type and finds the WebP in the image itself.
    preload(avifSrcSet(image.src) ?? image.src, {
      as: 'image',
      ...(avif ? { type: 'image/avif' } : {}),
      imageSrcSet: avif ?? image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  const img = <img alt={alt} fetchPriority={priority ? 'high' : undefined} {...image} />
  if (!avif) return img
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={image.sizes} />
      {img}
    </picture>
  )
}
