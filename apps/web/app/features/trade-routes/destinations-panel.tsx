import { Link } from 'react-router'
import { COUNTRIES, DESTINATIONS } from '../../lib/trade-routes.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CountryFlag } from './country-flag.tsx'
import { DestinationCard } from './destination-card.tsx'
import { DestinationDetail } from './destination-detail.tsx'
import { type RoutesView, routesSearch } from './route-selection.ts'

const chip =
  'inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold text-ink-800 text-sm hover:border-teal-800 focus-visible:outline-2 focus-visible:outline-teal-800 aria-[current=page]:border-teal-900 aria-[current=page]:bg-teal-900 aria-[current=page]:text-white'

/** The destinations tab: a country picker, then that country's routes in full, or all four cards. */
export function DestinationsPanel({ view }: { view: RoutesView }) {
  const { t } = useTranslation('routes')
  return (
    <section aria-labelledby="destinations-title" className="space-y-8">
      <div className="space-y-3">
        <h2 id="destinations-title" className="font-bold text-2xl text-ink-900 sm:text-3xl">
          {t('destinations.title')}
        </h2>
        <p className="max-w-3xl text-ink-700 leading-relaxed">{t('destinations.lead')}</p>
      </div>
      <nav aria-label={t('destinations.pickerLabel')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={{ search: routesSearch({ tab: 'destinations' }) }}
              preventScrollReset
              aria-current={view.country === null ? 'page' : undefined}
              className={chip}
            >
              {t('destinations.all')}
            </Link>
          </li>
          {COUNTRIES.map((country) => (
            <li key={country}>
              <Link
                to={{ search: routesSearch({ country }) }}
                preventScrollReset
                aria-current={view.country === country ? 'page' : undefined}
                className={chip}
              >
                <CountryFlag
                  code={DESTINATIONS.find((d) => d.country === country)!.flag}
                  className="h-3.5 w-5 rounded-[2px]"
                />
                {t(`map.${country}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.unknownDestination ? (
        <p role="status" className="rounded-lg bg-saffron-300/30 p-4 text-ink-900">
          {t('destinations.unknown', { name: view.unknownDestination })}
        </p>
      ) : null}
      {view.destinations.length > 0 ? (
        <div className="space-y-10">
          {view.destinations.map((destination) => (
            <DestinationDetail key={destination.id} destination={destination} />
          ))}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {DESTINATIONS.map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </div>
      )}
    </section>
  )
}
