import type { Lang } from '@caravanserai/contracts/languages'
import { ChevronDown, Menu } from 'lucide-react'
import { lazy } from 'react'
import { useCurrencyNames } from '../../lib/currency-names.ts'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { Flag } from './flags.tsx'
import { LANGUAGE_NAMES } from './language-switch.ts'
import { OnDemand, triggerClass } from './on-demand.tsx'

const loadLanguageMenu = () => import('./language-menu.tsx')
const LanguageMenu = lazy(() => loadLanguageMenu().then((m) => ({ default: m.LanguageMenu })))
const loadCurrencyMenu = () => import('./currency-menu.tsx')
const CurrencyMenu = lazy(() => loadCurrencyMenu().then((m) => ({ default: m.CurrencyMenu })))
const loadMobileMenu = () => import('./mobile-menu.tsx')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))

/** The language menu, its Radix code loaded when first opened. */
export function LanguageControl({ current }: { current: Lang }) {
  const { t } = useTranslation()
  return (
    <OnDemand
      preload={loadLanguageMenu}
      trigger={(props) => (
        <button
          type="button"
          aria-label={t('language.current', { name: LANGUAGE_NAMES[current] })}
          aria-haspopup="menu"
          className={`${triggerClass} gap-2 px-2 py-2 text-sm`}
          {...props}
        >
          <Flag lang={current} />
          <span className="hidden sm:inline">{LANGUAGE_NAMES[current]}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    >
      <LanguageMenu current={current} defaultOpen />
    </OnDemand>
  )
}

/** The currency menu beside the language's, its Radix code loaded when first opened; phones have it in the side menu. */
export function CurrencyControl({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const { currency } = useDisplayCurrency()
  const names = useCurrencyNames(lang)
  return (
    <OnDemand
      preload={loadCurrencyMenu}
      trigger={(props) => (
        <button
          type="button"
          aria-label={t('currency.current', { name: names.name(currency), code: currency })}
          aria-haspopup="menu"
          className={`${triggerClass} gap-1 px-2 py-2 font-medium text-sm`}
          {...props}
        >
          <span dir="ltr">{currency}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    >
      <CurrencyMenu lang={lang} defaultOpen />
    </OnDemand>
  )
}

/** The phone side menu, its Radix dialog loaded when first opened. */
export function MobileMenuControl({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  return (
    <OnDemand
      preload={loadMobileMenu}
      trigger={(props) => (
        <button
          type="button"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          className={`${triggerClass} p-2 lg:hidden`}
          {...props}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      )}
    >
      <MobileMenu lang={lang} defaultOpen />
    </OnDemand>
  )
}
