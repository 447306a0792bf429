import { STAFF_ROLES } from '@caravanserai/contracts/accounts'
import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import {
  type StaffInviteBody,
  StaffInviteBodySchema,
  type StaffList,
} from '@caravanserai/contracts/ops-staff'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { inviteStaff, staffKeys } from '../../../api/ops-staff.ts'
import { LANGUAGE_NAMES } from '../../../components/layout/language-switch.ts'
import { Button } from '../../../components/ui/button.tsx'
import { control } from '../../../components/ui/form-field.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FieldError } from '../console/field-error.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

const FIELDS = ['email', 'first_name', 'last_name', 'role', 'language'] as const
type Field = (typeof FIELDS)[number]
type Input = z.input<typeof StaffInviteBodySchema>

/**
 * Invites someone new by email (docs/product.md#staff-and-roles): their names, the role they
 * start with and the language of the email (the console's by default). An address that already
 * has an account is refused, in the server's words under the email.
 */
export function StaffInviteForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('staff')
  const api = useApi()
  const admin = useOperator()
  const queryClient = useQueryClient()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const empty: Input = { email: '', first_name: '', last_name: '', role: 'operator', language: lang }
  const form = useForm<Input, unknown, StaffInviteBody>({
    resolver: zodResolver(StaffInviteBodySchema),
    defaultValues: empty,
    mode: 'onTouched',
  })
  const key = staffKeys.list(admin.id)
  const action = useConsoleAction({
    send: (body: StaffInviteBody) => inviteStaff(api, lang, body),
    onSuccess: (member) => {
      queryClient.setQueryData<StaffList>(key, (list) => list && { results: [...list.results, member] })
      return queryClient.invalidateQueries({ queryKey: key })
    },
    onConflict: () => void queryClient.invalidateQueries({ queryKey: key }),
    fields: FIELDS,
    checkForm: t('invite.checkForm'),
  })

  async function onValid(body: StaffInviteBody) {
    const outcome = await action.run(body)
    if (outcome.ok) {
      notify.success(t('invite.sent', { email: body.email }))
      form.reset(empty)
      return
    }
    if (outcome.error?.status === 409)
      form.setError('email', { type: 'server', message: outcome.error.message })
    else if (outcome.error) mapFieldErrors(form, outcome.error, FIELDS)
  }

  const { errors } = form.formState
  const message = (field: Field) => {
    const error = errors[field]
    if (!error) return null
    if (error.type === 'server') return error.message ?? null
    const value = String(form.getValues(field) ?? '').trim()
    if (field === 'email') return value ? t('invite.emailInvalid') : t('invite.emailRequired')
    if (field === 'first_name' && !value) return t('invite.firstNameRequired')
    return t('invite.tooLong')
  }
  const describedBy = (field: Field) => (errors[field] ? `staff-invite-${field}-error` : undefined)
  const text = (field: 'email' | 'first_name' | 'last_name', label: string, required = false) => (
    <div className="space-y-1.5">
      <label htmlFor={`staff-invite-${field}`} className="block font-semibold text-ink-800 text-sm">
        {label}
      </label>
      <input
        id={`staff-invite-${field}`}
        type={field === 'email' ? 'email' : 'text'}
        dir={field === 'email' ? 'ltr' : undefined}
        autoComplete="off"
        aria-required={required || undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={`${control} text-sm`}
        {...form.register(field)}
      />
      <FieldError id={`staff-invite-${field}-error`} text={message(field)} />
    </div>
  )

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      {text('email', t('invite.email'), true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', t('invite.firstName'), true)}
        {text('last_name', t('invite.lastName'))}
        <div className="space-y-1.5">
          <label htmlFor="staff-invite-role" className="block font-semibold text-ink-800 text-sm">
            {t('invite.role')}
          </label>
          <Select id="staff-invite-role" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="staff-invite-language" className="block font-semibold text-ink-800 text-sm">
            {t('invite.language')}
          </label>
          <Select id="staff-invite-language" {...form.register('language')}>
            {LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Button type="submit" disabled={!hydrated || action.busy} aria-busy={action.busy || undefined}>
        {action.busy ? t('invite.busy') : t('invite.submit')}
      </Button>
    </form>
  )
}
