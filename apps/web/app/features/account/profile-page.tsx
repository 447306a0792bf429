import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '../../api/profile.ts'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs } from '../../components/ui/tabs.tsx'
import { useApi } from '../../lib/api.tsx'
import type { SessionUser } from '../../lib/session.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountTrail } from './account-trail.tsx'
import { ChangePasswordForm } from './change-password-form.tsx'
import { DeleteAccount } from './delete-account.tsx'
import { ProfileDetails } from './profile-details.tsx'

/**
 * Profile (docs/product.md#profile-and-security): a personal tab (read-only details) and a security
 * tab, where the password change and the account deletion work for real.
 */
export function ProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account')
  const lang = useLang()
  const api = useApi()
  const profile = useQuery(profileQuery(api, user.id))

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountTrail lang={lang} current={t('profile.title')} />
      <h1 className="mt-4 font-bold text-3xl text-ink-900">{t('profile.title')}</h1>
      <div className="mt-6">
        {profile.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('profile.loading')}</span>
            <Skeleton className="h-12 w-72" />
            <Skeleton className="h-80 rounded-xl" />
          </div>
        ) : profile.isError ? (
          <LoadFailure
            title={t('load.failed')}
            text={t('load.tryAgain')}
            retry={t('load.retry')}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <Tabs
            label={t('profile.tabs')}
            items={[
              {
                id: 'personal',
                label: t('profile.personal'),
                content: <ProfileDetails lang={lang} profile={profile.data} />,
              },
              {
                id: 'security',
                label: t('profile.security'),
                content: (
                  <div className="space-y-10">
                    <ChangePasswordForm />
                    <DeleteAccount lang={lang} />
                  </div>
                ),
              },
            ]}
          />
        )}
      </div>
    </div>
  )
}
