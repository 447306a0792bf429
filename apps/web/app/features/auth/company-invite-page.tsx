import type { CompanySession, InvitationPreview } from '@caravanserai/contracts/companies'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Building2, LinkIcon } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { acceptInvitation, invitationQuery } from '../../api/company.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { actFor } from '../../lib/company-session.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { SESSION_UNKNOWN, type SessionUser, useSessionState } from '../../lib/session.ts'
import { useLogout } from '../../lib/use-logout.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard } from './auth-card.tsx'
import { CompanyInviteForm } from './company-invite-form.tsx'
import { SessionPending } from './signed-in.tsx'

/**
 * An invitation's emailed link (docs/decisions/056-companies-are-the-buyer.md): who invites, to
 * which company, as what. A person signed in with the invited address accepts with one button;
 * with another address, they are told to sign out; a visitor signs in, or creates the account of
 * the invited address here. A bad, used or expired link says to ask for a new one.
 */
export function CompanyInvitePage({ lang, token }: { lang: Lang; token: string }) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const user = useSessionState()
  const preview = useQuery({ ...invitationQuery(api, token), enabled: token !== '' })
  const joined = useJoined(lang)

  if (token === '' || preview.isError) {
    const dead = token === '' || (preview.error instanceof ApiError && preview.error.status === 404)
    return (
      <AuthCard title={t('companyInvite.invalidTitle')}>
        <p role="alert" className="flex items-start gap-3 text-ink-800">
          <LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          {dead ? t('companyInvite.invalid') : t('companyInvite.loadFailed')}
        </p>
      </AuthCard>
    )
  }
  if (preview.isPending || user === SESSION_UNKNOWN) return <SessionPending />
  const invitation = preview.data
  return (
    <AuthCard
      title={
        invitation.company_name
          ? t('companyInvite.title', { company: invitation.company_name })
          : t('companyInvite.titlePersonal', { inviter: invitation.inviter })
      }
      lead={<InvitationLead invitation={invitation} />}
    >
      {user ? (
        <SignedInAcceptance lang={lang} token={token} user={user} invitation={invitation} onJoined={joined} />
      ) : invitation.has_account ? (
        <div className="space-y-4">
          <p className="text-ink-800">{t('companyInvite.signInFirst', { email: invitation.email })}</p>
          <Link
            to={localizedPath('/login', lang)}
            state={{ from: localizedPath(`/company-invite?token=${encodeURIComponent(token)}`, lang) }}
            className={buttonClass({ size: 'lg' })}
          >
            {t('companyInvite.signIn')}
          </Link>
        </div>
      ) : (
        <CompanyInviteForm token={token} onJoined={joined} />
      )}
    </AuthCard>
  )
}

function InvitationLead({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('auth')
  const role = t(`companyInvite.role.${invitation.role}`)
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-800" />
        <span>
          {invitation.company_name
            ? t('companyInvite.lead', { inviter: invitation.inviter, company: invitation.company_name, role })
            : t('companyInvite.leadPersonal', { inviter: invitation.inviter, role })}
        </span>
      </p>
      <p className="text-sm">
        {t('companyInvite.forAddress')}{' '}
        <span dir="ltr" className="break-all font-semibold">
          {invitation.email}
        </span>
      </p>
    </div>
  )
}

function SignedInAcceptance({
  lang,
  token,
  user,
  invitation,
  onJoined,
}: {
  lang: Lang
  token: string
  user: SessionUser
  invitation: InvitationPreview
  onJoined: (session: CompanySession) => Promise<void>
}) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const logout = useLogout(lang)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title={t('companyInvite.otherAddressTitle')}>
          <p>{t('companyInvite.otherAddress', { current: user.email, email: invitation.email })}</p>
        </Alert>
        <Button variant="outline" onClick={() => void logout()}>
          {t('companyInvite.signOut')}
        </Button>
      </div>
    )
  }

  async function accept() {
    setFailure(null)
    setPending(true)
    try {
      await onJoined(await acceptInvitation(api, { token }))
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status !== 0 ? error.message : t('companyInvite.tryAgain'),
      )
      setPending(false)
    }
  }

  return (
    <div className="space-y-4">
      {failure ? <Alert title={t('companyInvite.failed')}>{<p>{failure}</p>}</Alert> : null}
      <Button size="lg" onClick={() => void accept()} disabled={pending}>
        {pending ? <Spinner className="size-4" /> : null}
        {t('companyInvite.accept')}
      </Button>
    </div>
  )
}

/** Joined: the session now acts for the company; its page comes next. */
function useJoined(lang: Lang) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const api = useApi()
  const queryClient = useQueryClient()
  return async (session: CompanySession) => {
    await actFor(api, queryClient, session)
    notify.success(t('companyInvite.joined'))
    await navigate(localizedPath('/account/company', lang), { replace: true })
  }
}
