import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { companyQuery } from '../../api/company.ts'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountTrail } from './account-trail.tsx'
import { CompanyDetailsForm } from './company-details-form.tsx'
import { CompanyDetailsView } from './company-details-view.tsx'
import { CompanyPeople } from './company-people.tsx'
import { CompanySwitcher } from './company-switcher.tsx'
import { InviteMemberForm } from './invite-member-form.tsx'
import { WaitingInvitations } from './waiting-invitations.tsx'

/**
 * The company the session acts for (docs/decisions/056-companies-are-the-buyer.md): its details,
 * an owner's to edit and everyone else's to read, and its people; an owner also invites and sees
 * the invitations waiting. A person in several companies switches between them here.
 */
export function CompanyPage({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const company = useQuery(companyQuery(api, user.id))

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountTrail lang={lang} current={t('company.title')} />
      <h1 className="mt-4 font-bold text-3xl text-ink-900">{t('company.title')}</h1>
      <div className="mt-6 space-y-10">
        <CompanySwitcher userId={user.id} />
        {company.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('company.loading')}</span>
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : company.isError ? (
          <LoadFailure
            title={t('load.failed')}
            text={t('load.tryAgain')}
            retry={t('load.retry')}
            onRetry={() => void company.refetch()}
            retrying={company.isFetching}
          />
        ) : (
          <>
            <section aria-labelledby="company-details" className="space-y-4">
              <div className="space-y-1">
                <h2 id="company-details" className="font-bold text-ink-900 text-xl">
                  {t('company.details')}
                </h2>
                <p className="text-ink-700 text-sm">
                  {t(company.data.is_personal ? 'company.personalText' : 'company.detailsText')}
                </p>
              </div>
              <div className="rounded-xl border border-sand-200 bg-white p-6">
                {company.data.role === 'owner' ? (
                  <CompanyDetailsForm lang={lang} company={company.data} userId={user.id} />
                ) : (
                  <CompanyDetailsView lang={lang} company={company.data} />
                )}
              </div>
            </section>
            <section aria-labelledby="company-people" className="space-y-4">
              <div className="space-y-1">
                <h2 id="company-people" className="font-bold text-ink-900 text-xl">
                  {t('people.title')}
                </h2>
                <p className="text-ink-700 text-sm">
                  {t('people.yourRole', { role: t(`company.role.${company.data.role}`) })}
                </p>
              </div>
              <CompanyPeople lang={lang} userId={user.id} company={company.data} />
              {company.data.role === 'owner' ? (
                <>
                  <InviteMemberForm lang={lang} userId={user.id} />
                  <WaitingInvitations lang={lang} userId={user.id} />
                </>
              ) : null}
            </section>
          </>
        )}
      </div>
    </div>
  )
}
