import type { CompanySession } from '@caravanserai/contracts/companies'
import { type AcceptInvitationBody, AcceptInvitationBodySchema } from '@caravanserai/contracts/companies'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { acceptInvitation } from '../../api/company.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { authFieldMessage, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { PasswordField } from './password-field.tsx'

const FIELDS = ['name', 'password', 'confirm_password'] as const
/** The contract, with the name, password and confirmation the form always asks for. */
const FormSchema = AcceptInvitationBodySchema.safeExtend({
  name: z.string().trim().min(1).max(300),
  password: z.string().min(1),
  confirm_password: z.string().min(1),
})
type Input = z.input<typeof FormSchema>

/**
 * A visitor creates the account of the invited address: a name and a password. The address was
 * proven by the link, so the account starts verified, and belongs only to the company.
 */
export function CompanyInviteForm({
  token,
  onJoined,
}: {
  token: string
  onJoined: (session: CompanySession) => Promise<void>
}) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const api = useApi()
  const [problem, setProblem] = useState<string[] | null>(null)
  const form = useForm<Input, unknown, AcceptInvitationBody>({
    resolver: zodResolver(FormSchema),
    defaultValues: { token, name: '', password: '', confirm_password: '' },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const bounds = passwordBounds(lang)
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    label: t(`labels.${name}`),
    error: authFieldMessage(t, name, form.getValues(name), errors[name], bounds),
    registration: form.register(name),
  })

  async function submit(body: AcceptInvitationBody) {
    setProblem(null)
    try {
      await onJoined(await acceptInvitation(api, body))
    } catch (error) {
      const named = mapFieldErrors(form, error, FIELDS)
      const general = formMessages(error, FIELDS)
      setProblem(general.length > 0 || named ? general : [t('companyInvite.tryAgain')])
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <FormProblem title={t('companyInvite.failed')} lines={problem} />
      <p className="text-ink-800">{t('companyInvite.createAccount')}</p>
      <FormField {...field('name')} required autoComplete="name" />
      <PasswordField {...field('password')} autoComplete="new-password" hint={t('hints.password', bounds)} />
      <PasswordField {...field('confirm_password')} autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('companyInvite.joining') : t('companyInvite.join')}
      </Button>
    </form>
  )
}
