import type { Lang } from '@caravanserai/contracts/languages'
import { BadgeCheck, ExternalLink, ShieldCheck, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

const BADGES = [
  ['hero.badges.verified', BadgeCheck],
  ['hero.badges.escrow', ShieldCheck],
  ['hero.badges.logistics', Truck],
] as const

/** The hero (docs/product.md#home): verified suppliers, three feature badges, and the three ways in. */
export function Hero({ lang, vendorUrl }: { lang: Lang; vendorUrl: string }) {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-teal-950 to-teal-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="font-semibold text-saffron-300 text-sm uppercase tracking-wide">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl font-bold text-4xl leading-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-sand-100">{t('hero.subtitle')}</p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {BADGES.map(([key, Icon]) => (
            <li
              key={key}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm"
            >
              <Icon aria-hidden="true" className="size-4 text-saffron-300" />
              {t(key)}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            to={localizedPath('/products', lang)}
            className={buttonClass({ variant: 'accent', size: 'lg' })}
          >
            {t('hero.findSuppliers')}
          </Link>
          <Link
            to={localizedPath('/register', lang)}
            className={buttonClass({ size: 'lg' }, 'border border-white/40 bg-white/10 hover:bg-white/20')}
          >
            {t('hero.registerCustomer')}
          </Link>
          <a
            href={vendorUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'ghost', size: 'lg' }, 'text-white hover:bg-white/10')}
          >
            {t('hero.registerSupplier')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
