import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import {
  Building2,
  ChevronRight,
  LayoutDashboard,
  LogOut,
  MapPin,
  Package,
  Pencil,
  UserRound,
} from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { profileQuery } from '../../api/profile.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useLogout } from '../../lib/use-logout.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CompanySwitcher } from './company-switcher.tsx'

const SECTIONS = [
  { path: '/orders', key: 'orders', Icon: Package },
  { path: '/addresses', key: 'addresses', Icon: MapPin },
  { path: '/account/company', key: 'company', Icon: Building2 },
  { path: '/profile', key: 'profile', Icon: UserRound },
] as const

/**
 * The account page: name and email, edit-profile and dashboard buttons, the company the session
 * acts for when the person has several, the account's pages, logout.
 */
export function AccountPage({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('account')
  const api = useApi()
  // The token's name can lag behind an edit made elsewhere; the profile has the current one.
  const profile = useQuery(profileQuery(api, user.id))
  const name = profile.data?.name || user.name
  const email = profile.data?.email ?? user.email
  const [leaving, setLeaving] = useState(false)

  const endSession = useLogout(lang)
  async function logout() {
    setLeaving(true)
    await endSession()
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-bold text-3xl text-ink-900">{t('account.title')}</h1>
      <section
        aria-label={t('account.summary')}
        className="mt-6 flex flex-wrap items-center gap-5 rounded-xl border border-sand-200 bg-white p-6"
      >
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-800 font-bold text-white text-xl"
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="break-words font-bold text-ink-900 text-xl">{name}</p>
          <p className="break-all text-ink-700">
            <span dir="ltr">{email}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={localizedPath('/account/edit', lang)} className={buttonClass({ variant: 'outline' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('account.editProfile')}
          </Link>
          <Link to={localizedPath('/dashboard', lang)} className={buttonClass()}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('account.dashboard')}
          </Link>
        </div>
      </section>
      <CompanySwitcher userId={user.id} className="mt-8" />
      <nav aria-label={t('account.sections')} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          {SECTIONS.map(({ path, key, Icon }) => (
            <li key={key}>
              <Link
                to={localizedPath(path, lang)}
                className="group flex h-full flex-col gap-2 rounded-xl border border-sand-200 bg-white p-5 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span className="flex items-center gap-2 font-bold text-ink-900">
                  <Icon aria-hidden="true" className="size-5 text-teal-800" />
                  {t(`account.${key}`)}
                  <ChevronRight
                    aria-hidden="true"
                    className="ms-auto size-4 text-ink-500 group-hover:text-teal-800 rtl:-scale-x-100"
                  />
                </span>
                <span className="text-ink-700 text-sm">{t(`account.${key}Text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 border-sand-200 border-t pt-6">
        <Button variant="outline" onClick={() => void logout()} disabled={leaving}>
          {leaving ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {t('account.logout')}
        </Button>
      </div>
    </div>
  )
}

/** Without a user the account page offers login and registration; it does not redirect. */
export function AccountVisitor({ lang, loginState }: { lang: Lang; loginState: object }) {
  const { t } = useTranslation('account')
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <UserRound aria-hidden="true" className="mx-auto size-12 text-teal-800" />
      <h1 className="mt-4 font-bold text-3xl text-ink-900">{t('account.title')}</h1>
      <p className="mt-3 text-ink-700">{t('account.visitorText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localizedPath('/login', lang)} state={loginState} className={buttonClass({ size: 'lg' })}>
          {t('account.login')}
        </Link>
        <Link
          to={localizedPath('/register', lang)}
          className={buttonClass({ variant: 'outline', size: 'lg' })}
        >
          {t('account.register')}
        </Link>
      </div>
    </div>
  )
}
