import { type InviteMemberBody, InviteMemberBodySchema } from '@caravanserai/contracts/companies'
import { COMPANY_ROLES } from '@caravanserai/contracts/company-roles'
import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { companyKeys, inviteMember } from '../../api/company.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { fieldMessage, formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Input = z.input<typeof InviteMemberBodySchema>

/**
 * An owner invites a person by email, as a role; the link is emailed in the page's language and
 * works 7 days for that address only. Inviting the address again replaces the waiting invitation.
 */
export function InviteMemberForm({ lang, userId }: { lang: Lang; userId: number }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<Input, unknown, InviteMemberBody>({
    resolver: zodResolver(InviteMemberBodySchema),
    defaultValues: { email: '', role: 'buyer', language: lang },
  })
  const { errors, isSubmitting } = form.formState
  const role = form.watch('role')

  async function submit(body: InviteMemberBody) {
    setProblem(null)
    try {
      const sent = await inviteMember(api, body)
      await queryClient.invalidateQueries({ queryKey: companyKeys.invitations(userId) })
      notify.success(t('invite.sent', { email: sent.email }))
      form.reset({ email: '', role: body.role, language: lang })
    } catch (error) {
      const named = mapFieldErrors(form, error, ['email', 'role'])
      setProblem(formMessages(error, ['email', 'role']).join(' ') || (named ? null : t('form.tryAgain')))
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4 rounded-xl border border-sand-200 bg-white p-5"
    >
      <h3 className="font-bold text-ink-900">{t('invite.title')}</h3>
      <p className="text-ink-700 text-sm">{t('invite.text')}</p>
      {problem ? (
        <Alert
          title={t('invite.failed')}
          icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}
        >
          <p>{problem}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="invite-email"
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          required
          registration={form.register('email')}
          error={fieldMessage(t, errors.email)}
        />
        <div className="space-y-1.5">
          <label htmlFor="invite-role" className="block font-semibold text-ink-800 text-sm">
            {t('people.role')}
          </label>
          <Select id="invite-role" aria-describedby="invite-role-text" {...form.register('role')}>
            {COMPANY_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`company.role.${value}`)}
              </option>
            ))}
          </Select>
          <p id="invite-role-text" className="text-ink-600 text-sm">
            {t(`company.roleText.${role}`)}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Spinner className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {t('invite.submit')}
        </Button>
      </div>
    </form>
  )
}
