import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Picture } from '../../components/ui/picture.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { GALLERY_SIZES, type GalleryImage } from './gallery-images.ts'

/**
 * Image gallery with previous/next and thumbnails. The arrows sit at the reading start and end and
 * point that way, so in Persian 'previous' is on the right and points right.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('product')
  const lang = useLang()
  const [index, setIndex] = useState(0)
  const current = images[Math.min(index, images.length - 1)] ?? images[0]
  if (!current) return null
  const many = images.length > 1
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length)

  return (
    <section aria-label={t('gallery.label')} className="space-y-3">
      <div className="relative overflow-hidden rounded-xl border border-sand-200 bg-white">
        <Picture
          src={current.src}
          srcSet={current.srcSet}
          sizes={GALLERY_SIZES}
          width={current.width}
          height={current.height}
          alt={current.alt}
          priority={index === 0}
          className="aspect-[4/3] w-full object-cover"
        />
        {many ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
              className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-teal-700 print:hidden"
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
              className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-teal-700 print:hidden"
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="flex gap-2 overflow-x-auto print:hidden">
          {images.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two placeholders share an address; the order is fixed
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { number: formatNumber(lang, i + 1) })}
                aria-current={i === index ? 'true' : undefined}
                className="block overflow-hidden rounded-md border-2 border-transparent aria-[current]:border-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <Picture
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="80px"
                  width={80}
                  height={60}
                  alt=""
                  loading="lazy"
                  className="h-15 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
