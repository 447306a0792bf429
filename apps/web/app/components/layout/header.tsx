import { isLang, type Lang } from '@caravanserai/contracts/languages'
import { Heart, MessageSquare, Search, ShoppingCart } from 'lucide-react'
import { Link, NavLink, useLocation, useParams } from 'react-router'
import { useBuyerCartCount } from '../../lib/cart-count.ts'
import { formatNumber } from '../../lib/format.ts'
import { useGuestCartCount } from '../../lib/guest-cart.ts'
import { localizedPath, stripLang } from '../../lib/links.ts'
import { unreadTarget, useUnreadMessages } from '../../lib/unread-messages.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountMenu } from './account-menu.tsx'
import { BrandMark } from './brand-mark.tsx'
import { CurrencyControl, LanguageControl, MobileMenuControl } from './header-controls.tsx'
import { HEADER_LINKS, useAccountLink } from './nav-links.ts'
import { SearchBox } from './search-box.tsx'

const iconLink =
  'relative inline-flex items-center rounded-md p-2 text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800'

export function Header() {
  const { t } = useTranslation()
  const params = useParams()
  const lang: Lang = isLang(params.lang) ? params.lang : 'en'
  const { pathname } = useLocation()
  const onProductPage = stripLang(pathname).startsWith('/product/')
  const guestCartCount = useGuestCartCount()
  const cartCount = useBuyerCartCount(lang) ?? guestCartCount
  const accountLink = useAccountLink(lang)
  const unread = useUnreadMessages()

  return (
    <header className="sticky top-0 z-40 border-sand-200 border-b bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-6">
        <MobileMenuControl lang={lang} />
        <Link
          to={localizedPath('/', lang)}
          aria-label={t('brand.home')}
          className="flex shrink-0 items-center gap-2"
        >
          <BrandMark className="size-9" />
          <span className="hidden font-bold text-lg text-teal-900 sm:inline">{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map(([path, label]) => (
              <li key={path}>
                <NavLink
                  to={localizedPath(path, lang)}
                  end={path === '/'}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 font-medium text-sm hover:bg-sand-100 ${isActive ? 'text-teal-800' : 'text-ink-800'}`
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {onProductPage ? null : (
            <>
              <SearchBox lang={lang} className="hidden w-64 md:block lg:w-80" />
              <Link
                to={localizedPath('/products', lang)}
                aria-label={t('search.label')}
                className={`${iconLink} md:hidden`}
              >
                <Search aria-hidden="true" className="size-5" />
              </Link>
            </>
          )}
          {unread && unread.total > 0 ? (
            <Link
              to={localizedPath(unreadTarget(unread), lang)}
              aria-label={t('messages.badge', { count: unread.total })}
              title={t('messages.title')}
              className={iconLink}
            >
              <MessageSquare aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-teal-800 px-1 text-center font-bold text-[0.7rem] text-white leading-5"
              >
                {formatNumber(lang, unread.total)}
              </span>
            </Link>
          ) : null}
          <Link
            {...accountLink('/wishlist')}
            aria-label={t('nav.wishlist')}
            title={t('nav.wishlist')}
            className={iconLink}
          >
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          <Link
            {...accountLink('/cart')}
            aria-label={cartCount > 0 ? t('cart.withCount', { count: cartCount }) : t('nav.cart')}
            title={t('nav.cart')}
            className={iconLink}
          >
            <ShoppingCart aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-saffron-500 px-1 text-center font-bold text-[0.7rem] text-ink-900 leading-5"
              >
                {formatNumber(lang, cartCount)}
              </span>
            ) : null}
          </Link>
          <AccountMenu lang={lang} />
          <div className="hidden sm:block">
            <CurrencyControl lang={lang} />
          </div>
          <LanguageControl current={lang} />
        </div>
      </div>
    </header>
  )
}
