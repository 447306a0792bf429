import { isLang } from '@caravanserai/contracts/languages'
import { BadgeCheck, FileCheck2, Headset, Landmark, Route, ShieldCheck } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useClaimWindow } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Benefit = { title: string; text: string }
const ICONS = [ShieldCheck, BadgeCheck, Headset, Route, Landmark, FileCheck2]

/** The benefits tab: why buyers trade through these routes with us, and where to go next. */
export function RoutesBenefits() {
  const { t } = useTranslation('routes')
  const { lang } = useParams()
  const here = isLang(lang) ? lang : 'en'
  // Escrow's release: the shop's claim window after receipt.
  const { days } = useClaimWindow()
  const benefits = t('benefits.items', { returnObjects: true, days }) as Benefit[]
  return (
    <div className="space-y-10">
      <section aria-labelledby="benefits-title" className="space-y-6">
        <div className="space-y-3">
          <h2 id="benefits-title" className="font-bold text-2xl text-ink-900 sm:text-3xl">
            {t('benefits.title')}
          </h2>
          <p className="max-w-3xl text-ink-700 leading-relaxed">{t('benefits.lead')}</p>
        </div>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit, index) => {
            const Icon = ICONS[index % ICONS.length]!
            return (
              <li key={benefit.title} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-saffron-600" />
                <h3 className="mt-4 font-bold text-ink-900 text-lg">{benefit.title}</h3>
                <p className="mt-2 text-ink-700 leading-relaxed">{benefit.text}</p>
              </li>
            )
          })}
        </ul>
      </section>
      <section
        aria-labelledby="benefits-next"
        className="flex flex-col gap-4 rounded-2xl bg-teal-900 p-8 text-white md:flex-row md:items-center md:justify-between"
      >
        <div className="space-y-2">
          <h2 id="benefits-next" className="font-bold text-2xl">
            {t('benefits.cta.title')}
          </h2>
          <p className="max-w-2xl text-sand-100">{t('benefits.cta.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={localizedPath('/products', here)}
            className="rounded-md bg-saffron-500 px-5 py-2.5 font-semibold text-ink-900 hover:bg-saffron-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('benefits.cta.products')}
          </Link>
          <Link
            to={localizedPath('/contact', here)}
            className="rounded-md border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('benefits.cta.contact')}
          </Link>
        </div>
      </section>
    </div>
  )
}
