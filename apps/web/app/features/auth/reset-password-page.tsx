import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, LinkIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { resetLinkQuery } from '../../api/accounts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { isClientError } from '../../lib/api-client.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard, textLinkClass } from './auth-card.tsx'
import { ResetPasswordForm } from './reset-password-form.tsx'
import { SessionPending } from './signed-in.tsx'
import { useGuestOnly } from './use-guest-only.ts'

/** The confirmation stays this long before the login page opens. */
export const REDIRECT_AFTER_RESET_MS = 3000

type ResetLink = { uid: string; token: string }

/** A reset link is unknown (being checked), valid (the form), invalid or expired, or reset done. */
export function ResetPasswordPage({ lang, link }: { lang: Lang; link: ResetLink | null }) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(link ? null : 'invalid')
  const check = useQuery({
    ...resetLinkQuery(api, link ?? { uid: '', token: '' }),
    enabled: link !== null && outcome === null,
  })
  const leaving = useGuestOnly(lang)
  if (leaving) return <SessionPending />

  if (outcome === 'done') return <ResetDone lang={lang} />
  if (outcome === 'invalid' || (check.isError && isClientError(check.error))) {
    return <InvalidLink lang={lang} />
  }
  if (check.isError) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert title={t('reset.checkFailed')} className="mb-5">
          <p>{t('reset.checkFailedText')}</p>
        </Alert>
        <Button onClick={() => void check.refetch()}>{t('reset.retry')}</Button>
      </AuthCard>
    )
  }
  if (!check.isSuccess || !link) {
    return (
      <AuthCard title={t('reset.title')}>
        <p className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-5 text-teal-800" />
          <span role="status">{t('reset.checking')}</span>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      <ResetPasswordForm
        lang={lang}
        link={link}
        onDone={() => setOutcome('done')}
        onLinkInvalid={() => setOutcome('invalid')}
      />
    </AuthCard>
  )
}

/** 'This reset link is invalid or has expired. Please request a new one.' */
function InvalidLink({ lang }: { lang: Lang }) {
  const { t } = useTranslation('auth')
  return (
    <AuthCard title={t('reset.invalidTitle')}>
      <p role="alert" className="flex items-start gap-3 text-ink-800">
        <LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        {t('reset.invalid')}
      </p>
      <Link to={localizedPath('/forgot-password', lang)} className={buttonClass({}, 'mt-6')}>
        {t('reset.requestNew')}
      </Link>
    </AuthCard>
  )
}

/** Success shows a confirmation and goes to login after 3 seconds. */
function ResetDone({ lang }: { lang: Lang }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const login = localizedPath('/login', lang)
  useEffect(() => {
    const timer = setTimeout(() => navigate(login, { replace: true }), REDIRECT_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [navigate, login])
  return (
    <AuthCard title={t('reset.doneTitle')}>
      <div role="status" className="flex items-start gap-3 text-ink-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <p>{t('reset.doneText')}</p>
      </div>
      <p className="mt-5">
        <Link to={login} replace className={textLinkClass}>
          {t('reset.loginNow')}
        </Link>
      </p>
    </AuthCard>
  )
}
