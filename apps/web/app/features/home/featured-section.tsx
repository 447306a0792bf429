import type { Lang } from '@caravanserai/contracts/languages'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RatesNote } from '../../components/price.tsx'
import { Carousel } from '../../components/ui/carousel.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** Featured products are page 1 of size 10, advancing every 2000 ms. */
export const FEATURED_QUERY = { page: 1, page_size: 10 }
export const FEATURED_AUTOPLAY_MS = 2000

/** The featured products carousel (docs/product.md#home) with a view-all link; the route passes the cards. */
export function FeaturedSection({ lang, cards }: { lang: Lang; cards: ReactNode[] }) {
  const { t } = useTranslation('home')
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-title" className="font-bold text-3xl">
          {t('featured.title')}
        </h2>
        <Link to={localizedPath('/products', lang)} className="font-semibold text-teal-800 hover:underline">
          {t('featured.viewAll')}
        </Link>
      </div>
      <div className="mt-8">
        <Carousel
          label={t('featured.title')}
          previousLabel={t('carousel.previous')}
          nextLabel={t('carousel.next')}
          autoplayMs={FEATURED_AUTOPLAY_MS}
          slides={cards}
        />
        <RatesNote lang={lang} className="mt-4" />
      </div>
    </section>
  )
}
