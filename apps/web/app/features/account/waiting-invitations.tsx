import type { CompanyInvitation } from '@caravanserai/contracts/companies'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MailX } from 'lucide-react'
import { useState } from 'react'
import { companyKeys, invitationsQuery, revokeInvitation } from '../../api/company.ts'
import { useApi } from '../../lib/api.tsx'
import { formatDate } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { dangerButtonClass } from './danger-button.ts'

/** An owner's list of invitations not yet accepted, each to revoke. */
export function WaitingInvitations({ lang, userId }: { lang: Lang; userId: number }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const invitations = useQuery(invitationsQuery(api, userId))
  const [revoking, setRevoking] = useState<CompanyInvitation | null>(null)
  const waiting = invitations.data?.results ?? []

  return (
    <section aria-labelledby="waiting-heading" className="space-y-3">
      <h3 id="waiting-heading" className="font-bold text-ink-900">
        {t('invitations.title')}
      </h3>
      {waiting.length === 0 ? (
        <p className="text-ink-700 text-sm">
          {invitations.isPending ? t('invitations.loading') : t('invitations.none')}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {waiting.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
              <div className="min-w-48 flex-1 space-y-1">
                <p className="break-all font-semibold text-ink-900">
                  <span dir="ltr">{invitation.email}</span>
                </p>
                <p className="text-ink-700 text-sm">
                  {t('invitations.line', {
                    role: t(`company.role.${invitation.role}`),
                    date: formatDate(lang, invitation.expires_at),
                  })}
                </p>
              </div>
              <button
                type="button"
                className={dangerButtonClass({ solid: false, small: true })}
                onClick={() => setRevoking(invitation)}
              >
                <MailX aria-hidden="true" className="size-4" />
                {t('invitations.revoke')}
                <span className="sr-only">: {invitation.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title={t('invitations.revokeTitle')}
          text={t('invitations.revokeText', { email: revoking.email })}
          confirmLabel={t('invitations.revoke')}
          failedTitle={t('invitations.revokeFailed')}
          onConfirm={async () => {
            await revokeInvitation(api, revoking.id)
            await queryClient.invalidateQueries({ queryKey: companyKeys.invitations(userId) })
            notify.success(t('invitations.revoked', { email: revoking.email }))
            setRevoking(null)
          }}
        />
      ) : null}
    </section>
  )
}
