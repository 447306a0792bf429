import type { Lang } from '@caravanserai/contracts/languages'
import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard, textLinkClass } from './auth-card.tsx'
import { RegisterDone } from './register-done.tsx'
import { type Registered, RegisterForm } from './register-form.tsx'
import { SessionPending } from './signed-in.tsx'
import { useGuestOnly } from './use-guest-only.ts'

/**
 * Registration (docs/product.md#registration). Accounts made here are buyers' (user_type customer);
 * the help text describes the account types, and suppliers are sent to the external vendor site.
 */
export function RegisterPage({ lang, vendorUrl }: { lang: Lang; vendorUrl: string }) {
  const { t } = useTranslation('auth')
  const { state } = useLocation()
  const [registered, setRegistered] = useState<Registered | null>(null)
  const leaving = useGuestOnly(lang)
  if (registered) return <RegisterDone lang={lang} who={registered} />
  if (leaving) return <SessionPending />
  return (
    <AuthCard
      wide
      title={t('register.title')}
      lead={
        <div className="space-y-3">
          <p>{t('register.lead')}</p>
          <aside
            aria-label={t('register.typesLabel')}
            className="rounded-lg bg-sand-100 p-4 text-ink-800 text-sm leading-relaxed"
          >
            <p>{t('register.types')}</p>
            {vendorUrl ? (
              <p className="mt-2">
                {t('register.supplierQuestion')}{' '}
                <a href={vendorUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  {t('register.supplierLink')}
                  <ExternalLink aria-hidden="true" className="ms-1 inline size-4 align-text-bottom" />
                  <span className="sr-only"> {t('register.opensInNewTab')}</span>
                </a>
              </p>
            ) : null}
          </aside>
        </div>
      }
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={localizedPath('/login', lang)} state={state} className={textLinkClass}>
            {t('register.login')}
          </Link>
        </p>
      }
    >
      <RegisterForm lang={lang} onRegistered={setRegistered} />
    </AuthCard>
  )
}
