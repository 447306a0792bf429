import type { Lang } from '@caravanserai/contracts/languages'
import { BadgeCheck, Headset, Landmark } from 'lucide-react'
import { formatNumber } from '../../lib/format.ts'
import { useClaimWindow } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** The fallback figures (docs/product.md#purpose-and-audience): 1000+ businesses, 98% satisfaction. */
export const FALLBACK_BUSINESSES = 1000
export const FALLBACK_SATISFACTION = 0.98

const CLAIMS = [
  ['verified', BadgeCheck],
  ['escrow', Landmark],
  ['logistics', Headset],
] as const

/** Trust (docs/product.md#home): verified suppliers, escrow, logistics, and three figures written by Intl. */
export function Trust({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home')
  // The escrow's release: the shop's claim window after receipt.
  const { days } = useClaimWindow()
  const stats = [
    [`${formatNumber(lang, FALLBACK_BUSINESSES)}+`, t('trust.stats.businesses')],
    [formatNumber(lang, FALLBACK_SATISFACTION, { style: 'percent' }), t('trust.stats.satisfaction')],
    [t('trust.stats.supportValue'), t('trust.stats.support')],
  ] as const
  return (
    <section aria-labelledby="trust-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="trust-title" className="font-bold text-3xl">
        {t('trust.title')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {CLAIMS.map(([key, Icon]) => (
          <li key={key} className="rounded-xl border border-sand-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-8 text-teal-800" />
            <h3 className="mt-4 font-semibold text-lg">{t(`trust.${key}.title`)}</h3>
            <p className="mt-2 text-ink-700">{t(`trust.${key}.text`, { days })}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-10 grid gap-6 rounded-xl bg-teal-50 p-8 text-center sm:grid-cols-3">
        {stats.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-ink-700">{label}</dt>
            <dd className="font-bold text-4xl text-teal-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
