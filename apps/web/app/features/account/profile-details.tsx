import type { UserProfile } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { BadgeCheck, CircleAlert, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { formatDate } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ResendVerification } from './resend-verification.tsx'

/** The personal tab: what the account holds, read-only; editing is its own page. */
export function ProfileDetails({ lang, profile }: { lang: Lang; profile: UserProfile }) {
  const { t } = useTranslation('account')
  const text = (value: string, ltr = false): ReactNode =>
    value ? (
      <span dir={ltr ? 'ltr' : undefined}>{value}</span>
    ) : (
      <span className="text-ink-600">{t('profile.notProvided')}</span>
    )
  const rows: [label: string, value: ReactNode][] = [
    [t('fields.first_name'), text(profile.first_name)],
    [t('fields.last_name'), text(profile.last_name)],
    [t('fields.email'), text(profile.email, true)],
    [t('fields.phone_number'), text(profile.phone_number, true)],
    [t('fields.address'), text(profile.address)],
    [t('fields.tax_id'), text(profile.tax_id, true)],
    [t('fields.user_type'), t(`userType.${profile.user_type}`)],
    [
      t('profile.memberSince'),
      <time key="since" dateTime={profile.created_at}>
        {formatDate(lang, profile.created_at, { dateStyle: 'long' })}
      </time>,
    ],
  ]

  return (
    <section aria-labelledby="personal-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="personal-heading" className="font-bold text-ink-900 text-xl">
          {t('profile.personalHeading')}
        </h2>
        <Link
          to={localizedPath('/account/edit', lang)}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('account.editProfile')}
        </Link>
      </div>
      <dl className="grid gap-x-8 gap-y-5 rounded-xl border border-sand-200 bg-white p-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="space-y-1">
            <dt className="font-semibold text-ink-600 text-sm">{label}</dt>
            <dd className="break-words text-ink-900">{value}</dd>
          </div>
        ))}
        <div className="space-y-2 sm:col-span-2">
          <dt className="font-semibold text-ink-600 text-sm">{t('profile.verification')}</dt>
          <dd className="space-y-3">
            {profile.is_verified ? (
              <Badge tone="brand">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('profile.verified')}
              </Badge>
            ) : (
              <>
                <Badge tone="danger">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  {t('profile.notVerified')}
                </Badge>
                <p className="text-ink-700 text-sm">{t('profile.notVerifiedText')}</p>
                <ResendVerification email={profile.email} />
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}
