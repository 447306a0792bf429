import { isLang } from '@caravanserai/contracts/languages'
import { CheckCircle2, Clock, FileText, MapPin } from 'lucide-react'
import { useParams } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import type { Destination } from '../../lib/trade-routes.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CountryFlag } from './country-flag.tsx'
import { useDestinationTexts } from './use-destination-texts.ts'

/** One destination in full: the crossing, its routes and the paperwork. */
export function DestinationDetail({ destination }: { destination: Destination }) {
  const { t } = useTranslation('routes')
  const { lang } = useParams()
  const texts = useDestinationTexts(destination.id)
  const headingId = `destination-${destination.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <header className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-semibold text-ink-600">
            <CountryFlag code={destination.flag} />
            {texts.country}
          </p>
          <h3 id={headingId} className="font-bold text-2xl text-ink-900 sm:text-3xl">
            {texts.name}
          </h3>
          <dl className="grid gap-2 text-ink-800">
            <div className="flex items-start gap-2">
              <dt className="flex shrink-0 items-center gap-2 font-semibold">
                <MapPin aria-hidden="true" className="size-4 text-teal-800" />
                {t('labels.border')}:
              </dt>
              <dd>{texts.border}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="flex shrink-0 items-center gap-2 font-semibold">
                <Clock aria-hidden="true" className="size-4 text-teal-800" />
                {t('labels.transit')}:
              </dt>
              <dd>{texts.transit}</dd>
            </div>
          </dl>
          <p className="text-ink-700 text-lg leading-relaxed">{texts.summary}</p>
        </div>
        <img
          src={destination.image}
          alt={texts.imageAlt}
          width={800}
          height={450}
          className="aspect-video w-full rounded-xl object-cover"
        />
      </header>

      <section className="mt-8 max-w-4xl space-y-4">
        <h4 className="font-bold text-teal-900 text-xl">{texts.details.title}</h4>
        {texts.details.description.map((paragraph) => (
          <p key={paragraph} className="text-ink-800 leading-relaxed">
            {paragraph}
          </p>
        ))}
      </section>

      {texts.details.routes.map((route) => (
        <section key={route.name} className="mt-8 rounded-xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <h4 className="font-bold text-ink-900 text-xl">{route.name}</h4>
          <p className="mt-2 text-ink-800 leading-relaxed">{route.description}</p>
          <div className="mt-5 grid gap-6 lg:grid-cols-[3fr_2fr]">
            <div>
              <h5 className="font-semibold text-teal-900">{t('labels.steps')}</h5>
              <ol className="mt-3 space-y-3">
                {route.steps.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-800 font-bold text-sm text-white"
                    >
                      {formatNumber(isLang(lang) ? lang : 'en', index + 1)}
                    </span>
                    <span className="leading-relaxed">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h5 className="font-semibold text-teal-900">{t('labels.advantages')}</h5>
              <ul className="mt-3 space-y-2">
                {route.advantages.map((advantage) => (
                  <li key={advantage} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    <span className="leading-relaxed">{advantage}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}

      <section className="mt-8">
        <h4 className="flex items-center gap-2 font-bold text-ink-900 text-xl">
          <FileText aria-hidden="true" className="size-5 text-teal-800" />
          {t('labels.requirements')}
        </h4>
        <ul className="mt-3 list-disc space-y-2 ps-6 marker:text-saffron-600">
          {texts.details.requirements.map((requirement) => (
            <li key={requirement} className="leading-relaxed">
              {requirement}
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
