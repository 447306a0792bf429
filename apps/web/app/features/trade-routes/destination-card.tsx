import { ArrowRight, Clock, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import type { Destination } from '../../lib/trade-routes.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CountryFlag } from './country-flag.tsx'
import { routesSearch } from './route-selection.ts'
import { useDestinationTexts } from './use-destination-texts.ts'

/** A route card: links to ?destination={lower-cased country}. */
export function DestinationCard({ destination }: { destination: Destination }) {
  const { t } = useTranslation('routes')
  const texts = useDestinationTexts(destination.id)
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm">
      <img
        src={destination.image}
        alt=""
        width={800}
        height={450}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-2 font-semibold text-ink-600 text-sm">
          <CountryFlag code={destination.flag} />
          {texts.country}
        </p>
        <h3 className="font-bold text-ink-900 text-xl">{texts.name}</h3>
        <p className="text-ink-700 leading-relaxed">{texts.summary}</p>
        <dl className="mt-auto grid gap-2 text-sm">
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0">
              <MapPin aria-hidden="true" className="size-4 text-teal-800" />
              <span className="sr-only">{t('labels.border')}</span>
            </dt>
            <dd>{texts.border}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0">
              <Clock aria-hidden="true" className="size-4 text-teal-800" />
              <span className="sr-only">{t('labels.transit')}</span>
            </dt>
            <dd>{texts.transit}</dd>
          </div>
        </dl>
        <Link
          to={{ search: routesSearch({ country: destination.country }) }}
          preventScrollReset
          className="inline-flex items-center gap-2 self-start rounded-md font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-800"
        >
          {t('card.explore', { name: texts.name })}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  )
}
