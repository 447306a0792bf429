import type { Lang } from '@caravanserai/contracts/languages'
import { LogIn } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * What a visitor sees on checkout and the dashboard: why an account is needed, with login (which
 * returns here afterwards) and register links, instead of a redirect.
 */
export function LoginPrompt({ lang, message }: { lang: Lang; message: string }) {
  const { t } = useTranslation('orders')
  const { pathname, search } = useLocation()
  return (
    <div
      role="status"
      className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-sand-200"
    >
      <LogIn aria-hidden="true" className="mx-auto size-10 text-teal-800 rtl:-scale-x-100" />
      <p className="mt-4 font-semibold text-ink-900 text-lg">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={localizedPath('/login', lang)}
          // The login page returns to `state.from` (LoginState, lib/require-login.ts).
          state={{ from: `${pathname}${search}` }}
          className={buttonClass()}
        >
          {t('login.login')}
        </Link>
        <Link to={localizedPath('/register', lang)} className={buttonClass({ variant: 'outline' })}>
          {t('login.register')}
        </Link>
      </div>
    </div>
  )
}
