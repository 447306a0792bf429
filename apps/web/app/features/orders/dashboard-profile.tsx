import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, MailWarning } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { profileQuery } from '../../api/profile.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDate } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ResendVerification } from './email-verification.tsx'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-ink-600 text-sm">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  )
}

/** The profile tab: who the buyer is (GET /accounts/users/{id}/), with the ways to change it. */
export function DashboardProfile({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  // Read again on every visit: the buyer may have verified their address in another tab.
  const profile = useQuery({ ...profileQuery(api, user.id), staleTime: 0 })
  const person = profile.data
  return (
    <section aria-labelledby="dashboard-profile" className="space-y-5">
      <h2 id="dashboard-profile" className="font-bold text-ink-900 text-xl">
        {t('dashboard.profileTitle')}
      </h2>
      {profile.isError ? (
        <LoadFailure
          title={t('states.loadFailed')}
          detail={failureDetail(profile.error)}
          retry={t('states.retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : !person ? (
        <div role="status" aria-label={t('dashboard.loading')} className="grid gap-4 sm:grid-cols-2">
          {['name', 'email', 'phone', 'since'].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : (
        <div className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
          <dl className="grid gap-5 sm:grid-cols-2">
            <Fact label={t('profile.name')}>{person.name || '—'}</Fact>
            <Fact label={t('profile.email')}>
              <span dir="ltr">{person.email}</span>
            </Fact>
            <Fact label={t('profile.phone')}>
              {person.phone_number ? <span dir="ltr">{person.phone_number}</span> : '—'}
            </Fact>
            <Fact label={t('profile.memberSince')}>
              <time dateTime={person.created_at}>
                {formatDate(lang, person.created_at, { dateStyle: 'long' })}
              </time>
            </Fact>
            <Fact label={t('profile.verification')}>
              {person.is_verified ? (
                <span className="inline-flex items-center gap-1.5 font-semibold text-teal-900">
                  <BadgeCheck aria-hidden="true" className="size-5" />
                  {t('profile.verified')}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 font-semibold text-amber-900">
                  <MailWarning aria-hidden="true" className="size-5" />
                  {t('profile.unverified')}
                </span>
              )}
            </Fact>
          </dl>
          {person.is_verified ? null : (
            <Alert tone="warning" role="none" action={<ResendVerification email={person.email} />}>
              <p>{t('profile.verifyHint')}</p>
            </Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Link to={localizedPath('/profile', lang)} className={buttonClass({ variant: 'outline' })}>
              {t('profile.view')}
            </Link>
            <Link to={localizedPath('/account/edit', lang)} className={buttonClass()}>
              {t('profile.edit')}
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}
