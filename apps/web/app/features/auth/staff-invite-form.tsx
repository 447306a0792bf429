import type { Lang } from '@caravanserai/contracts/languages'
import { type StaffInviteConfirmBody, StaffInviteConfirmBodySchema } from '@caravanserai/contracts/ops-staff'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../components/ui/button.tsx'
import { control } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { authFieldMessage, errorCode, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { PasswordField } from './password-field.tsx'
import { acceptStaffInvitation } from './staff-invite-api.ts'

const FIELDS = ['first_name', 'last_name', 'password', 'confirm_password'] as const
/** The contract, with the confirmation the form always asks for. */
const FormSchema = StaffInviteConfirmBodySchema.safeExtend({ confirm_password: z.string().min(1) })
type Input = z.input<typeof FormSchema>

/**
 * The invited person's names (as the admin typed them, to correct) and a password with its
 * confirmation, under the password rules of the reset form; a link that died meanwhile says so.
 */
export function StaffInviteForm({
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
  useEffect(() => setHydrated(true), [])
  const form = useForm<Input, unknown, StaffInviteConfirmBody>({
    resolver: zodResolver(FormSchema),
    defaultValues: { ...link, first_name: '', last_name: '', password: '', confirm_password: '' },
    mode: 'onTouched',
  })
  const accept = useMutation({
    mutationFn: (body: StaffInviteConfirmBody) => acceptStaffInvitation(api, body),
  })
  const { errors, isSubmitting } = form.formState

  const onValid = async (values: StaffInviteConfirmBody) => {
    setProblem(null)
    try {
      await accept.mutateAsync({ ...values, ...link })
      onDone()
    } catch (error) {
      if (errorCode(error) === 'staff.inviteLinkInvalid') {
        onLinkInvalid()
        return
      }
      const named = mapFieldErrors(form, error, FIELDS)
      const general = formMessages(error, [...FIELDS, 'uid', 'token'])
      setProblem(general.length > 0 || named ? general : [t('staffInvite.tryAgain')])
    }
  }

  const bounds = passwordBounds(lang)
  const password = (name: 'password' | 'confirm_password') => ({
    name,
    label: t(`labels.${name === 'password' ? 'newPassword' : 'confirmNewPassword'}`),
    error: authFieldMessage(t, name, form.getValues(name), errors[name], bounds),
    registration: form.register(name),
  })
  const nameField = (name: 'first_name' | 'last_name', label: string) => {
    const error = errors[name]
    const blank = String(form.getValues(name) ?? '').trim() === ''
    const message = !error
      ? null
      : error.type === 'server'
        ? (error.message ?? null)
        : t(blank ? 'staffInvite.firstNameRequired' : 'staffInvite.tooLong')
    const id = `field-${name}`
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
          {label}
        </label>
        <input
          id={id}
          autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
          aria-required={name === 'first_name' || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={control}
          {...form.register(name)}
        />
        {message ? (
          <p id={`${id}-error`} className="text-red-800 text-sm">
            {message}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      <FormProblem title={t('staffInvite.failed')} lines={problem} />
      <div className="grid gap-5 sm:grid-cols-2">
        {nameField('first_name', t('staffInvite.firstName'))}
        {nameField('last_name', t('staffInvite.lastName'))}
      </div>
      <PasswordField
        {...password('password')}
        autoComplete="new-password"
        hint={t('hints.password', bounds)}
      />
      <PasswordField {...password('confirm_password')} autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? t('staffInvite.submitting') : t('staffInvite.submit')}
      </Button>
    </form>
  )
}
