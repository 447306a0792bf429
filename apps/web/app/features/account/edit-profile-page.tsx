import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '../../api/profile.ts'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import type { SessionUser } from '../../lib/session.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountTrail } from './account-trail.tsx'
import { EditProfileForm } from './edit-profile-form.tsx'

/** /account/edit is a real page, editing the profile of GET/PATCH /accounts/users/{id}/. */
export function EditProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account')
  const lang = useLang()
  const api = useApi()
  const profile = useQuery(profileQuery(api, user.id))

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountTrail lang={lang} current={t('edit.title')} />
      <h1 className="mt-4 font-bold text-3xl text-ink-900">{t('edit.title')}</h1>
      <p className="mt-2 text-ink-700">{t('edit.lead')}</p>
      <div className="mt-8">
        {profile.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('profile.loading')}</span>
            <Skeleton className="h-96 rounded-xl" />
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
          <EditProfileForm key={profile.data.id} lang={lang} profile={profile.data} />
        )}
      </div>
    </div>
  )
}
