import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { resetPassword } from '../../api/accounts.ts'
import { useApi } from '../../lib/api.tsx'
import { fieldMessages } from '../../lib/form-errors.ts'
import type { ResetFormInput, ResetFormValues } from './auth-forms.ts'
import { errorCode } from './auth-messages.ts'
import { ResetFormSchema } from './auth-schemas.ts'
import { type LinkFormProps, NewPasswordForm } from './new-password-form.tsx'

const FIELDS = ['password', 'confirm_password'] as const

/** A dead link: refused as such, or its uid or token refused. */
function linkDead(error: unknown): boolean {
  const linkFields = fieldMessages(error, ['uid', 'token'])
  return errorCode(error) === 'accounts.resetLinkInvalid' || Boolean(linkFields.uid || linkFields.token)
}

/**
 * A new password and its confirmation, both required and matching (docs/product.md#password-reset).
 * The server adds its own rules (too common, too like the email); a link that died meanwhile says
 * so.
 */
export function ResetPasswordForm({ link, ...props }: LinkFormProps) {
  const api = useApi()
  const form = useForm<ResetFormInput, unknown, ResetFormValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { ...link, password: '', confirm_password: '' },
    mode: 'onTouched',
  })
  return (
    <NewPasswordForm
      {...props}
      form={form}
      texts="reset"
      fields={FIELDS}
      send={(values) => resetPassword(api, { ...values, ...link })}
      linkDead={linkDead}
    />
  )
}
