import { type StaffInviteConfirmBody, StaffInviteConfirmBodySchema } from '@caravanserai/contracts/ops-staff'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { acceptStaffInvitation } from '../../api/accounts.ts'
import { control } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { errorCode } from './auth-messages.ts'
import { type LinkFormProps, NewPasswordForm } from './new-password-form.tsx'

const FIELDS = ['first_name', 'last_name', 'password', 'confirm_password'] as const
/** The contract, with the confirmation the form always asks for. */
const FormSchema = StaffInviteConfirmBodySchema.safeExtend({ confirm_password: z.string().min(1) })
type Input = z.input<typeof FormSchema>

/**
 * The invited person's names (as the admin typed them, to correct) and a password with its
 * confirmation, under the password rules of the reset form; a link that died meanwhile says so.
 */
export function StaffInviteForm({ link, ...props }: LinkFormProps) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const form = useForm<Input, unknown, StaffInviteConfirmBody>({
    resolver: zodResolver(FormSchema),
    defaultValues: { ...link, first_name: '', last_name: '', password: '', confirm_password: '' },
    mode: 'onTouched',
  })
  const { errors } = form.formState

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
    <NewPasswordForm
      {...props}
      form={form}
      texts="staffInvite"
      fields={FIELDS}
      send={(values) => acceptStaffInvitation(api, { ...values, ...link })}
      linkDead={(error) => errorCode(error) === 'staff.inviteLinkInvalid'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {nameField('first_name', t('staffInvite.firstName'))}
        {nameField('last_name', t('staffInvite.lastName'))}
      </div>
    </NewPasswordForm>
  )
}
