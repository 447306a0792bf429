import type { Lang } from '@caravanserai/contracts/languages'
import { MailCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { localizedPath } from '../../lib/links.ts'
import { Trans, useTranslation } from '../../lib/use-translation.tsx'
import { rememberedPath } from './after-login.ts'
import { AuthCard } from './auth-card.tsx'
import type { Registered } from './register-form.tsx'

/**
 * After registration (docs/product.md#registration): the buyer is signed in and may browse, fill a
 * cart and a wishlist at once; requesting shipping waits for the emailed verification link.
 */
export function RegisterDone({ lang, who }: { lang: Lang; who: Registered }) {
  const { t } = useTranslation('auth')
  const { state } = useLocation()
  const onward = rememberedPath(state, lang)
  const heading = useRef<HTMLDivElement>(null)
  // The form this replaces had focus; move it to the news so keyboard and screen readers follow.
  useEffect(() => heading.current?.focus(), [])
  return (
    <AuthCard title={t('register.done.title', { name: who.name })}>
      <div ref={heading} tabIndex={-1} role="status" className="space-y-4 outline-none">
        <p className="flex items-start gap-3 text-ink-800">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <span>
            <Trans
              t={t}
              i18nKey="register.done.sent"
              values={{ email: who.email }}
              components={{ email: <bdi className="font-semibold" /> }}
            />
          </span>
        </p>
        <p className="text-ink-700">{t('register.done.browse')}</p>
        <p className="text-ink-600 text-sm">{t('register.done.spam')}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={onward ?? localizedPath('/products', lang)} className={buttonClass()}>
          {onward ? t('register.done.continue') : t('register.done.products')}
        </Link>
        <Link to={localizedPath('/dashboard', lang)} className={buttonClass({ variant: 'outline' })}>
          {t('register.done.dashboard')}
        </Link>
      </div>
    </AuthCard>
  )
}
