import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import { ClipboardList, LogOut, Menu, UserCircle, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { type SessionUser, useSessionUser } from '../../lib/session.ts'
import { useIsStaff } from '../../lib/staff.ts'
import { useLogout } from '../../lib/use-logout.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ACCOUNT_LINKS } from './account-links.ts'
import { CompanyChoices } from './company-choices.tsx'
import { CurrencyChoices } from './currency-choices.tsx'
import { Flag } from './flags.tsx'
import { LANGUAGE_NAMES, useLanguageSwitch } from './language-switch.ts'
import { HEADER_LINKS, useAccountLink } from './nav-links.ts'
import { SearchBox } from './search-box.tsx'

const linkClass = 'block rounded-md px-3 py-2.5 font-medium text-ink-800 hover:bg-sand-100'

/** The side menu on small screens (docs/product.md#header-and-footer); switching language closes it. */
export function MobileMenu({ lang, defaultOpen = false }: { lang: Lang; defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(defaultOpen)
  const user = useSessionUser()
  const accountLink = useAccountLink(lang)
  const { hrefFor, onSwitch } = useLanguageSwitch()
  const close = () => setOpen(false)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('nav.openMenu')}
        className="inline-flex items-center rounded-md p-2 text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-bold text-lg text-teal-900">{t('brand.name')}</Dialog.Title>
            <Dialog.Close aria-label={t('nav.closeMenu')} className="rounded-md p-2 hover:bg-sand-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('brand.tagline')}</Dialog.Description>
          {user ? <AccountSection lang={lang} user={user} onLeave={close} /> : null}
          <SearchBox lang={lang} />
          <nav aria-label={t('nav.main')}>
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map(([path, label]) => (
                <li key={path}>
                  <Link to={localizedPath(path, lang)} onClick={close} className={linkClass}>
                    {t(label)}
                  </Link>
                </li>
              ))}
              {(
                [
                  ['/cart', 'nav.cart'],
                  ['/wishlist', 'nav.wishlist'],
                ] as const
              ).map(([path, label]) => {
                const link = accountLink(path)
                return (
                  <li key={path}>
                    <Link
                      to={link.to}
                      onClick={(e) => {
                        link.onClick(e)
                        close()
                      }}
                      className={linkClass}
                    >
                      {t(label)}
                    </Link>
                  </li>
                )
              })}
              {user ? null : (
                <li>
                  <Link to={localizedPath('/login', lang)} onClick={close} className={linkClass}>
                    {t('nav.login')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <CurrencyChoices lang={lang} onChosen={close} className="mt-auto border-sand-200 border-t pt-4" />
          <section aria-label={t('language.label')} className="border-sand-200 border-t pt-4">
            <h2 className="mb-2 px-3 text-ink-600 text-xs">{t('language.label')}</h2>
            <ul className="grid grid-cols-2 gap-1">
              {LANGS.map((code) => (
                <li key={code}>
                  <Link
                    to={hrefFor(code)}
                    replace
                    lang={code}
                    hrefLang={code}
                    aria-current={code === lang ? 'true' : undefined}
                    onClick={() => {
                      onSwitch(code)
                      close()
                    }}
                    className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-sand-100 aria-[current]:bg-teal-50 aria-[current]:font-semibold"
                  >
                    <Flag lang={code} />
                    {LANGUAGE_NAMES[code]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * What the desktop account dropdown offers, for phones: who is signed in, the companies they buy
 * for, their pages, logout.
 */
function AccountSection({ lang, user, onLeave }: { lang: Lang; user: SessionUser; onLeave: () => void }) {
  const { t } = useTranslation()
  const logout = useLogout(lang)
  const isStaff = useIsStaff(user.id)
  return (
    <section aria-label={t('nav.account')} className="rounded-lg bg-sand-50 p-2 ring-1 ring-sand-200">
      <p className="flex items-center gap-3 px-3 py-2">
        <UserCircle aria-hidden="true" className="size-8 shrink-0 text-teal-800" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink-900">{user.name}</span>
          <span className="block truncate text-ink-600 text-xs" dir="ltr">
            {user.email}
          </span>
        </span>
      </p>
      <CompanyChoices userId={user.id} onChosen={onLeave} />
      <ul className="flex flex-col gap-1">
        {ACCOUNT_LINKS.map(([path, label, Icon]) => (
          <li key={path}>
            <Link
              to={localizedPath(path, lang)}
              onClick={onLeave}
              className={`${linkClass} flex items-center gap-3`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </Link>
          </li>
        ))}
        {isStaff ? (
          <li>
            <Link
              to={localizedPath('/ops/orders', lang)}
              onClick={onLeave}
              className={`${linkClass} flex items-center gap-3`}
            >
              <ClipboardList aria-hidden="true" className="size-4" />
              {t('ops.console')}
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => {
              onLeave()
              void logout()
            }}
            className={`${linkClass} flex w-full items-center gap-3 text-start`}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </section>
  )
}
