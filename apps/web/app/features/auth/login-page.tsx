import type { Lang } from '@caravanserai/contracts/languages'
import { Link, useLocation } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard, textLinkClass } from './auth-card.tsx'
import { LoginForm } from './login-form.tsx'
import { SessionPending } from './signed-in.tsx'
import { useGuestOnly } from './use-guest-only.ts'

/** Login (docs/product.md#login): the form, the forgot-password link and the way to registration. */
export function LoginPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('auth')
  const { state } = useLocation()
  if (useGuestOnly(lang)) return <SessionPending />
  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          {/* The remembered page travels on, so a new buyer also ends up where they started. */}
          <Link to={localizedPath('/register', lang)} state={state} className={textLinkClass}>
            {t('login.register')}
          </Link>
        </p>
      }
    >
      <LoginForm lang={lang} />
    </AuthCard>
  )
}
