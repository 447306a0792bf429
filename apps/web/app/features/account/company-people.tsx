import type { Company, CompanyMember } from '@caravanserai/contracts/companies'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut, Pencil, UserMinus } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { companyKeys, membersQuery, myCompaniesQuery, removeMember } from '../../api/company.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { actFor } from '../../lib/company-session.ts'
import { formatDate, formatDecimal } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { leaveSession } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { sessionElsewhere } from './company-switch.ts'
import { useCompanyName } from './company-switcher.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { dangerButtonClass } from './danger-button.ts'
import { MemberEditDialog } from './member-edit-dialog.tsx'

type Action = { kind: 'edit' | 'remove' | 'leave'; member: CompanyMember }

/**
 * The company's people (docs/decisions/056-companies-are-the-buyer.md): everyone sees everyone,
 * with roles and monthly limits; an owner changes them and removes people; anyone may leave.
 */
export function CompanyPeople({ lang, userId, company }: { lang: Lang; userId: number; company: Company }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const members = useQuery(membersQuery(api, userId))
  const [action, setAction] = useState<Action | null>(null)
  const isOwner = company.role === 'owner'
  const close = (open: boolean) => !open && setAction(null)
  const remove = useRemove(lang, userId, company)

  if (members.isPending) return <Skeleton className="h-40 rounded-xl" />
  if (members.isError) {
    return (
      <LoadFailure
        title={t('load.failed')}
        text={t('load.tryAgain')}
        retry={t('load.retry')}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    )
  }
  return (
    <>
      <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
        {members.data.results.map((member) => {
          const self = member.user_id === userId
          const name = member.name || member.email
          return (
            <li key={member.user_id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-5">
              <div className="min-w-48 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                  {name}
                  {self ? <Badge tone="brand">{t('people.you')}</Badge> : null}
                </p>
                <p className="break-all text-ink-700 text-sm">
                  <span dir="ltr">{member.email}</span>
                </p>
              </div>
              <dl className="grid grid-cols-3 gap-x-6 gap-y-1 text-sm">
                <dt className="text-ink-600">{t('people.role')}</dt>
                <dt className="text-ink-600">{t('people.monthlyLimit')}</dt>
                <dt className="text-ink-600">{t('people.joined')}</dt>
                <dd className="font-semibold text-ink-900">{t(`company.role.${member.role}`)}</dd>
                <dd className="text-ink-900">
                  {member.monthly_limit === null
                    ? t('people.noLimit')
                    : formatDecimal(lang, member.monthly_limit, { style: 'currency', currency: 'USD' })}
                </dd>
                <dd className="text-ink-900">{formatDate(lang, member.joined_at)}</dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                {isOwner ? (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    onClick={() => setAction({ kind: 'edit', member })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('people.edit')}
                    <span className="sr-only">: {name}</span>
                  </button>
                ) : null}
                {self ? (
                  <button
                    type="button"
                    className={dangerButtonClass({ solid: false, small: true })}
                    onClick={() => setAction({ kind: 'leave', member })}
                  >
                    <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    {t('people.leave')}
                  </button>
                ) : isOwner ? (
                  <button
                    type="button"
                    className={dangerButtonClass({ solid: false, small: true })}
                    onClick={() => setAction({ kind: 'remove', member })}
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                    {t('people.remove')}
                    <span className="sr-only">: {name}</span>
                  </button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      {action?.kind === 'edit' ? <MemberEditDialog member={action.member} open onOpenChange={close} /> : null}
      {action?.kind === 'remove' || action?.kind === 'leave' ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={t(action.kind === 'leave' ? 'people.leaveTitle' : 'people.removeTitle', {
            name: action.member.name || action.member.email,
          })}
          text={t(action.kind === 'leave' ? 'people.leaveText' : 'people.removeText')}
          confirmLabel={t(action.kind === 'leave' ? 'people.leave' : 'people.remove')}
          failedTitle={t('people.removeFailed')}
          onConfirm={async () => {
            await remove(action.member)
            setAction(null)
          }}
        />
      ) : null}
    </>
  )
}

/**
 * Removing someone, or leaving. Leaving ends this session (it acts for the company left), so the
 * person first gets one for another of their companies; with none left, they are signed out.
 */
function useRemove(lang: Lang, userId: number, company: Company) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const nameOf = useCompanyName()
  const mine = useQuery(myCompaniesQuery(api, userId))
  return async (member: CompanyMember) => {
    if (member.user_id !== userId) {
      await removeMember(api, member.user_id)
      await queryClient.invalidateQueries({ queryKey: companyKeys.members(userId) })
      notify.success(t('people.removed', { name: member.name || member.email }))
      return
    }
    const other = mine.data?.results.find((c) => c.id !== company.id)
    const elsewhere = await sessionElsewhere(api, other?.id)
    await removeMember(api, userId)
    notify.success(t('people.left', { name: nameOf(company) }))
    if (elsewhere) {
      await actFor(api, queryClient, elsewhere)
      await navigate(localizedPath('/account', lang))
    } else {
      await leaveSession(() => navigate(localizedPath('/', lang)))
      queryClient.clear()
    }
  }
}
