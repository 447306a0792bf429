import { DESTINATIONS } from '../../lib/trade-routes.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { DestinationCard } from './destination-card.tsx'
import { RoutesMap } from './trade-routes-map.tsx'

type Fact = { value: string; label: string }

/** The overview tab: how goods leave northern Iran, a sketch map, key figures and the route cards. */
export function RoutesOverview() {
  const { t } = useTranslation('routes')
  const paragraphs = t('overview.paragraphs', { returnObjects: true }) as string[]
  const facts = t('overview.facts', { returnObjects: true }) as Fact[]
  return (
    <div className="space-y-12">
      <section aria-labelledby="overview-title" className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4">
          <h2 id="overview-title" className="font-bold text-2xl text-ink-900 sm:text-3xl">
            {t('overview.title')}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-ink-800 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
        <figure className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          <RoutesMap />
          <figcaption className="flex flex-wrap gap-x-6 gap-y-2 border-sand-200 border-t p-4 text-ink-700 text-sm">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1 w-8 rounded bg-saffron-600" />
              {t('overview.legendLand')}
            </span>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="h-0 w-8 border-teal-900 border-t-4 border-dashed" />
              {t('overview.legendSea')}
            </span>
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title" className="sr-only">
          {t('overview.factsTitle')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse gap-1 rounded-xl bg-teal-900 p-5 text-white"
            >
              <dt className="text-sand-100 text-sm leading-snug">{fact.label}</dt>
              <dd className="font-bold text-2xl text-saffron-300">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cards-title" className="space-y-6">
        <h2 id="cards-title" className="font-bold text-2xl text-ink-900">
          {t('overview.cardsTitle')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {DESTINATIONS.map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </div>
      </section>
    </div>
  )
}
