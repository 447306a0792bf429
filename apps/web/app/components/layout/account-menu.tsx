import type { Lang } from '@caravanserai/contracts/languages'
import { LogIn, UserCircle } from 'lucide-react'
import { lazy } from 'react'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useSessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { OnDemand, triggerClass } from './on-demand.tsx'

const loadDropdown = () => import('./account-dropdown.tsx')
const AccountDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountDropdown })))

/** A visitor sees a login icon; a signed-in user a menu (loaded when first opened). */
export function AccountMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const user = useSessionUser()

  if (!user) {
    return (
      <Link
        to={localizedPath('/login', lang)}
        aria-label={t('nav.login')}
        title={t('nav.login')}
        className="inline-flex items-center rounded-md p-2 text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800"
      >
        <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </Link>
    )
  }
  return (
    <OnDemand
      preload={loadDropdown}
      trigger={(props) => (
        <button
          type="button"
          aria-label={t('nav.account')}
          aria-haspopup="menu"
          className={`${triggerClass} p-2`}
          {...props}
        >
          <UserCircle aria-hidden="true" className="size-5" />
        </button>
      )}
    >
      <AccountDropdown lang={lang} user={user} defaultOpen />
    </OnDemand>
  )
}
