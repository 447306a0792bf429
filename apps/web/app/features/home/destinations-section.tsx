import type { Lang } from '@caravanserai/contracts/languages'
import { Link } from 'react-router'
import type { Destination } from '../../api/destinations.ts'
import { Carousel } from '../../components/ui/carousel.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { countryOf, DestinationArt } from './destination-art.tsx'

/** The destinations advance every 3000 ms over the tripled list. */
export const DESTINATIONS_AUTOPLAY_MS = 3000

/** The carousel loops over its list written out three times. */
function tripled<T>(items: T[]): T[] {
  return [...items, ...items, ...items]
}

/**
 * The destinations carousel (docs/product.md#home); each card opens its crossing on the
 * trade-routes page.
 */
export function DestinationsSection({ lang, destinations }: { lang: Lang; destinations: Destination[] }) {
  const { t } = useTranslation('home')
  if (destinations.length === 0) return null
  return (
    <section aria-labelledby="destinations-title" className="bg-sand-100">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="destinations-title" className="font-bold text-3xl">
          {t('destinations.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">{t('destinations.subtitle')}</p>
        <div className="mt-8">
          <Carousel
            label={t('destinations.title')}
            previousLabel={t('carousel.previous')}
            nextLabel={t('carousel.next')}
            autoplayMs={DESTINATIONS_AUTOPLAY_MS}
            repeat={3}
            slides={tripled(destinations).map((destination, index) => {
              const country = countryOf(destination.name)
              const query = country === 'other' ? '' : `?destination=${country.split('-')[0]}`
              return (
                <Link
                  // biome-ignore lint/suspicious/noArrayIndexKey: the tripled list repeats each destination
                  key={index}
                  to={localizedPath(`/routes${query}`, lang)}
                  className="block h-full overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  <DestinationArt country={country} className="aspect-[16/9] w-full" />
                  <span className="block p-4 font-semibold">{destination.name}</span>
                </Link>
              )
            })}
          />
        </div>
      </div>
    </section>
  )
}
