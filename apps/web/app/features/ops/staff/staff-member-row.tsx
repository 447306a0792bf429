import { STAFF_ROLES, type StaffRole } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import type { StaffList, StaffMember } from '@caravanserai/contracts/ops-staff'
import { useQueryClient } from '@tanstack/react-query'
import { Mail, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { changeStaffRole, removeStaff, resendInvitation, staffKeys } from '../../../api/ops-staff.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

export const memberName = (m: StaffMember) => `${m.first_name} ${m.last_name}`.trim() || m.email

/**
 * One staff member: name, email, since when, an invitation's state with a new link to send, the
 * role (a change is confirmed first) and removal, confirmed in a dialog naming the person. A
 * refusal (the last admin) is shown in the dialog as the server words it.
 */
export function StaffMemberRow({ lang, member, self }: { lang: Lang; member: StaffMember; self: boolean }) {
  const { t } = useTranslation('staff')
  const api = useApi()
  const admin = useOperator()
  const queryClient = useQueryClient()
  const key = staffKeys.list(admin.id)
  const name = memberName(member)
  const [newRole, setNewRole] = useState<StaffRole | null>(null)
  const [removing, setRemoving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const reread = () => void queryClient.invalidateQueries({ queryKey: key })
  const replace = (next: StaffMember) =>
    queryClient.setQueryData<StaffList>(
      key,
      (list) => list && { results: list.results.map((m) => (m.id === next.id ? next : m)) },
    )
  const common = { onConflict: reread, fields: [] as const, checkForm: '' }
  const roleAction = useConsoleAction({
    ...common,
    send: (role: StaffRole) => changeStaffRole(api, lang, member.id, role),
    onSuccess: replace,
  })
  const removal = useConsoleAction({
    ...common,
    send: () => removeStaff(api, lang, member.id),
    onSuccess: () =>
      queryClient.setQueryData<StaffList>(
        key,
        (list) => list && { results: list.results.filter((m) => m.id !== member.id) },
      ),
  })
  const resend = useConsoleAction({
    ...common,
    send: () => resendInvitation(api, lang, member.id, lang),
    onSuccess: replace,
  })

  async function confirmRole() {
    if (!newRole) return
    const outcome = await roleAction.run(newRole)
    if (outcome.ok) {
      notify.success(t('roleDialog.done', { name, role: t(`roles.${newRole}`) }))
      setNewRole(null)
    } else if (outcome.error) setRefusal(outcome.error.message)
  }
  async function confirmRemoval() {
    const outcome = await removal.run(undefined)
    if (outcome.ok) {
      notify.success(
        member.invitation
          ? t('removeDialog.withdrawn', { email: member.email })
          : t('removeDialog.done', { name }),
      )
      setRemoving(false)
    } else if (outcome.error) setRefusal(outcome.error.message)
  }
  async function sendAgain() {
    if ((await resend.run(undefined)).ok) notify.success(t('list.resent', { email: member.email }))
  }
  const day = (iso: string) => formatDate(lang, iso, { dateStyle: 'medium', timeStyle: 'short' })
  const refused = refusal ? <Alert tone="error">{refusal}</Alert> : null

  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          <span>{name}</span>
          {self ? <Badge tone="brand">{t('list.you')}</Badge> : null}
          {member.invitation ? <Badge tone="accent">{t('list.pending')}</Badge> : null}
        </p>
        <p dir="ltr" className="break-all text-start text-ink-700 text-sm">
          {member.email}
        </p>
        <p className="text-ink-600 text-xs">
          {member.invitation
            ? t(member.invitation.expired ? 'list.expired' : 'list.expires', {
                date: day(member.invitation.expires_at),
              })
            : t('list.since', { date: formatDate(lang, member.since, { dateStyle: 'medium' }) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`staff-role-${member.id}`} className="sr-only">
          {t('list.role', { name })}
        </label>
        <Select
          id={`staff-role-${member.id}`}
          value={newRole ?? member.role}
          onChange={(event) => {
            setRefusal(null)
            setNewRole(event.target.value as StaffRole)
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
        {member.invitation ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('list.resendItem', { name })}
            disabled={resend.busy}
            onClick={sendAgain}
          >
            <Mail aria-hidden="true" className="size-4" />
            {t('list.resend')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t(member.invitation ? 'list.withdrawItem' : 'list.removeItem', { name })}
          onClick={() => {
            setRefusal(null)
            setRemoving(true)
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t(member.invitation ? 'list.withdraw' : 'list.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={newRole !== null && newRole !== member.role}
        onOpenChange={(open) => open || setNewRole(null)}
        title={t('roleDialog.title', { name })}
        confirmLabel={t('roleDialog.confirm')}
        busyLabel={t('roleDialog.busy')}
        busy={roleAction.busy}
        onConfirm={confirmRole}
      >
        <p>{t('roleDialog.text', { name, role: t(`roles.${newRole ?? member.role}`) })}</p>
        {refused}
      </ConfirmDialog>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t(member.invitation ? 'removeDialog.pendingTitle' : 'removeDialog.title', { name })}
        confirmLabel={t('removeDialog.confirm')}
        busyLabel={t('removeDialog.busy')}
        busy={removal.busy}
        onConfirm={confirmRemoval}
      >
        <p>
          {t(member.invitation ? 'removeDialog.pendingText' : 'removeDialog.text', { email: member.email })}
        </p>
        {refused}
      </ConfirmDialog>
    </li>
  )
}
