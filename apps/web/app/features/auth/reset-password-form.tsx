import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { fieldMessages, formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { resetPassword } from './auth-api.ts'
import { type ResetFormInput, ResetFormSchema, type ResetFormValues } from './auth-forms.ts'
import { authFieldMessage, errorCode, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { PasswordField } from './password-field.tsx'

const FIELDS = ['password', 'confirm_password'] as const

/**
 * A new password and its confirmation, both required and matching (docs/product.md#password-reset).
 * The server adds its own rules (too common, too like the email); a link that died meanwhile says
 * so.
 */
export function ResetPasswordForm({
  lang,
  link,
  onDone,
  onLinkInvalid,
}: {
  lang: Lang
  link: { uid: string; token: string }
  onDone: () => void
  onLinkInvalid: () => void
}) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const [problem, setProblem] = useState<string[] | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const form = useForm<ResetFormInput, unknown, ResetFormValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { ...link, password: '', confirm_password: '' },
    mode: 'onTouched',
  })
  const reset = useMutation({
    mutationFn: (values: ResetFormValues) => resetPassword(api, { ...values, ...link }),
  })
  const { errors, isSubmitting } = form.formState
  useEffect(() => setHydrated(true), [])

  const onValid = async (values: ResetFormValues) => {
    setProblem(null)
    try {
      await reset.mutateAsync(values)
      onDone()
    } catch (error) {
      const linkFields = fieldMessages(error, ['uid', 'token'])
      if (errorCode(error) === 'accounts.resetLinkInvalid' || linkFields.uid || linkFields.token) {
        onLinkInvalid()
        return
      }
      const named = mapFieldErrors(form, error, FIELDS)
      const general = formMessages(error, [...FIELDS, 'uid', 'token'])
      setProblem(general.length > 0 || named ? general : [t('reset.tryAgain')])
    }
  }

  const bounds = passwordBounds(lang)
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    label: t(`labels.${name === 'password' ? 'newPassword' : 'confirmNewPassword'}`),
    error: authFieldMessage(t, name, form.getValues(name), errors[name], bounds),
    registration: form.register(name),
  })

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      <FormProblem title={t('reset.failed')} lines={problem} />
      <PasswordField {...field('password')} autoComplete="new-password" hint={t('hints.password', bounds)} />
      <PasswordField {...field('confirm_password')} autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  )
}
