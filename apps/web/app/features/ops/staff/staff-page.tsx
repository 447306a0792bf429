import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { staffListQuery } from '../../../api/ops-staff.ts'
import { useApi } from '../../../lib/api.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { StaffInviteForm } from './staff-invite-form.tsx'
import { StaffMemberRow } from './staff-member-row.tsx'

/**
 * Staff and roles (docs/product.md#staff-and-roles), an admin's page: every staff member with
 * their role, the invitations not yet accepted, and a form to invite someone new.
 */
export function StaffPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('staff')
  const admin = useOperator()
  const staff = useQuery(staffListQuery(useApi(), admin.id))
  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('title')}</h1>
        <p className="text-ink-600 text-sm">{t('intro')}</p>
      </div>
      <Panel id="staff-members" title={t('list.title')}>
        <QueryView
          query={staff}
          loading={<ListLoading label={t('loading')} rows={3} height="h-16" />}
          failed={t('failed')}
          empty={null}
          isEmpty={() => false}
        >
          {(data) => (
            <ul className="divide-y divide-sand-200">
              {data.results.map((member) => (
                <StaffMemberRow key={member.id} lang={lang} member={member} self={member.id === admin.id} />
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
      <Panel id="staff-invite" title={t('invite.title')} hint={t('invite.hint')}>
        <StaffInviteForm lang={lang} />
      </Panel>
    </div>
  )
}
