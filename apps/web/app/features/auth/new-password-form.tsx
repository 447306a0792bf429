import type { Lang } from '@caravanserai/contracts/languages'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import { Button } from '../../components/ui/button.tsx'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { authFieldMessage, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { PasswordField } from './password-field.tsx'

/** What its page gives a form that sets a password from a one-time link (reset, staff invitation). */
export type LinkFormProps = {
  lang: Lang
  link: { uid: string; token: string }
  onDone: () => void
  onLinkInvalid: () => void
}

type NewPassword = { password: string; confirm_password: string }

/**
 * A form that sets a password from a one-time link: any fields of its own (`children`), then the
 * new password and its confirmation under the password rules (docs/product.md#password-reset).
 * Submitting `send`s the values and ends in `onDone`; a link that died meanwhile (`linkDead`) goes
 * to `onLinkInvalid`, the server's messages for `fields` go under them and any other above the
 * form. Its texts are the `auth` namespace's under `texts`.
 */
export function NewPasswordForm<T extends NewPassword, O>({
  lang,
  form,
  texts,
  fields,
  send,
  linkDead,
  onDone,
  onLinkInvalid,
  children,
}: Omit<LinkFormProps, 'link'> & {
  form: UseFormReturn<T, unknown, O>
  texts: 'reset' | 'staffInvite'
  fields: readonly Path<T>[]
  send: (values: O) => Promise<unknown>
  linkDead: (error: unknown) => boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('auth')
  const [problem, setProblem] = useState<string[] | null>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const mutation = useMutation({ mutationFn: send })
  const { isSubmitting } = form.formState

  const onValid = async (values: O) => {
    setProblem(null)
    try {
      await mutation.mutateAsync(values)
      onDone()
    } catch (error) {
      if (linkDead(error)) {
        onLinkInvalid()
        return
      }
      const named = mapFieldErrors(form, error, fields)
      const general = formMessages(error, [...fields, 'uid', 'token'])
      setProblem(general.length > 0 || named ? general : [t(`${texts}.tryAgain`)])
    }
  }

  const bounds = passwordBounds(lang)
  const password = (name: keyof NewPassword) => {
    // T has both fields (its bound); react-hook-form's paths cannot see that through T.
    const path = name as Path<T>
    const { error } = form.getFieldState(path, form.formState)
    return {
      name,
      label: t(`labels.${name === 'password' ? 'newPassword' : 'confirmNewPassword'}`),
      error: authFieldMessage(t, name, form.getValues(path), error, bounds),
      registration: form.register(path),
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      <FormProblem title={t(`${texts}.failed`)} lines={problem} />
      {children}
      <PasswordField
        {...password('password')}
        autoComplete="new-password"
        hint={t('hints.password', bounds)}
      />
      <PasswordField {...password('confirm_password')} autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
      </Button>
    </form>
  )
}
