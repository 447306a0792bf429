import { isLang, type Lang } from '@caravanserai/contracts/languages'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { usePublicConfig } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { BrandMark } from './brand-mark.tsx'

const GROUPS = [
  [
    'footer.explore',
    [
      ['/products', 'nav.products'],
      ['/routes', 'nav.routes'],
      ['/contact', 'nav.contact'],
      ['/faq', 'nav.faq'],
    ],
  ],
  [
    'footer.account',
    [
      ['/cart', 'nav.cart'],
      ['/wishlist', 'nav.wishlist'],
      ['/dashboard', 'nav.dashboard'],
    ],
  ],
  [
    'footer.help',
    [
      ['/privacy', 'nav.privacy'],
      ['/terms', 'nav.terms'],
    ],
  ],
] as const

/**
 * The footer (docs/product.md#header-and-footer): links, support address, postal address line,
 * copyright and the brand mark. The route layout passes the newsletter sign-up in, so this
 * component imports no feature.
 */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation()
  const params = useParams()
  const lang: Lang = isLang(params.lang) ? params.lang : 'en'
  const supportEmail = usePublicConfig()?.supportEmail
  const year = formatNumber(lang, new Date().getFullYear(), { useGrouping: false })

  return (
    <footer className="mt-16 bg-teal-950 text-sand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        {/* min-w-0: a grid item is as wide as its widest line by default, and the Armenian
            newsletter row is wider than a phone; the column keeps to the screen instead. */}
        <div className="min-w-0 lg:col-span-2">
          <Link to={localizedPath('/', lang)} className="inline-flex items-center gap-2">
            <BrandMark className="size-10" />
            <span className="font-bold text-white text-xl">{t('brand.name')}</span>
          </Link>
          <p className="mt-4 max-w-md text-sand-200 text-sm leading-relaxed">{t('footer.about')}</p>
          <address className="mt-4 space-y-1 text-sand-200 text-sm not-italic">
            {supportEmail ? (
              <p>
                {t('footer.support')}:{' '}
                <a
                  href={`mailto:${supportEmail}`}
                  className="text-white underline-offset-4 hover:underline"
                  dir="ltr"
                >
                  {supportEmail}
                </a>
              </p>
            ) : null}
            <p>{t('footer.address')}</p>
          </address>
          {newsletter ? <div className="mt-6">{newsletter}</div> : null}
        </div>
        {GROUPS.map(([heading, links]) => (
          <nav key={heading} aria-label={t(heading)}>
            <h2 className="font-semibold text-saffron-300 text-sm uppercase tracking-wide">{t(heading)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {links.map(([path, label]) => (
                <li key={path}>
                  <Link
                    to={localizedPath(path, lang)}
                    className="text-sand-100 hover:text-white hover:underline"
                  >
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-teal-900 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sand-300 text-xs">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  )
}
