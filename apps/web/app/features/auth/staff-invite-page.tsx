import type { Lang } from '@caravanserai/contracts/languages'
import { CheckCircle2, LinkIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard } from './auth-card.tsx'
import { SessionPending } from './signed-in.tsx'
import { StaffInviteForm } from './staff-invite-form.tsx'
import { useGuestOnly } from './use-guest-only.ts'

/**
 * Accepting a staff invitation (docs/product.md#staff-and-roles): the form, then "you can sign in
 * now" with the way to the login page; a wrong, used or expired link says to ask for a new one.
 */
export function StaffInvitePage({ lang, link }: { lang: Lang; link: { uid: string; token: string } }) {
  const { t } = useTranslation('auth')
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null)
  const leaving = useGuestOnly(lang)
  if (leaving) return <SessionPending />
  const login = localizedPath('/login', lang)

  if (outcome === 'invalid') {
    return (
      <AuthCard title={t('staffInvite.invalidTitle')}>
        <p role="alert" className="flex items-start gap-3 text-ink-800">
          <LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          {t('staffInvite.invalid')}
        </p>
      </AuthCard>
    )
  }
  if (outcome === 'done') {
    return (
      <AuthCard title={t('staffInvite.doneTitle')}>
        <div role="status" className="flex items-start gap-3 text-ink-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <p>{t('staffInvite.doneText')}</p>
        </div>
        <Link to={login} replace className={buttonClass({}, 'mt-6')}>
          {t('staffInvite.login')}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('staffInvite.title')} lead={t('staffInvite.lead')}>
      <StaffInviteForm
        lang={lang}
        link={link}
        onDone={() => setOutcome('done')}
        onLinkInvalid={() => setOutcome('invalid')}
      />
    </AuthCard>
  )
}
