import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caravanserai/contracts/account-limits'
import { ChangePasswordBodySchema } from '@caravanserai/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changePassword } from '../../api/profile.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors, requiredFieldMessage } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { storeSession } from '../../lib/session.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Values = z.input<typeof ChangePasswordBodySchema>
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const
const EMPTY: Required<Values> = { current_password: '', new_password: '', confirm_password: '' }
const AUTOCOMPLETE = {
  current_password: 'current-password',
  new_password: 'new-password',
  confirm_password: 'new-password',
}

/**
 * A working password change (docs/product.md#profile-and-security): the current password is
 * required. The server ends every session and answers a fresh pair, stored at once, so this tab
 * stays signed in. Its rule messages (too common, too similar to the email...) appear under their
 * fields.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account')
  const lang = useLang()
  const api = useApi()
  const [visible, setVisible] = useState(false)
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const submit = useMutation({ mutationFn: (values: Values) => changePassword(api, values) })

  async function change(values: Values) {
    setProblem(null)
    try {
      const answer = await submit.mutateAsync(values)
      storeSession({ access: answer.access, refresh: answer.refresh })
      form.reset(EMPTY)
      notify.success(answer.detail || t('security.changed'))
    } catch (error) {
      const named = mapFieldErrors(form, error, FIELDS)
      const general = formMessages(error, FIELDS).join(' ')
      if (!named || general) {
        setProblem({ title: t('security.changeFailed'), text: general || t('form.tryAgain') })
      }
    }
  }

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="password-heading" className="font-bold text-ink-900 text-xl">
          {t('security.passwordHeading')}
        </h2>
        <p className="text-ink-700 text-sm">{t('security.passwordText')}</p>
        <p className="text-ink-700 text-sm">
          {t('security.rules', { min: formatNumber(lang, PASSWORD_MIN_LENGTH) })}
        </p>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(change)}
        className="max-w-lg space-y-5 rounded-xl border border-sand-200 bg-white p-6"
      >
        {problem ? (
          <Alert title={problem.title} icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
            {problem.text ? <p>{problem.text}</p> : null}
          </Alert>
        ) : null}
        {FIELDS.map((name) => (
          <FormField
            key={name}
            name={name}
            label={t(`security.${name}`)}
            type={visible ? 'text' : 'password'}
            autoComplete={AUTOCOMPLETE[name]}
            dir="ltr"
            required
            registration={form.register(name)}
            error={requiredFieldMessage(
              t,
              name,
              errors[name],
              form.getValues(name),
              formatNumber(lang, PASSWORD_MAX_LENGTH),
            )}
          />
        ))}
        <Checkbox
          label={t('security.showPasswords')}
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? t('form.saving') : t('security.changeSubmit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
