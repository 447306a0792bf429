import { EmailBodySchema } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { requestPasswordReset } from '../../api/accounts.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { localizedPath } from '../../lib/links.ts'
import { Trans, useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard, textLinkClass } from './auth-card.tsx'
import { authFieldMessage, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { SessionPending } from './signed-in.tsx'
import { useGuestOnly } from './use-guest-only.ts'

type EmailValues = { email: string }

/**
 * Forgot password (docs/product.md#password-reset): a required, well-formed email, then a
 * check-your-email screen. The API answers the same for unknown addresses (docs/decisions/007), and
 * so does this page.
 */
export function ForgotPasswordPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const [hydrated, setHydrated] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [problem, setProblem] = useState<string[] | null>(null)
  const form = useForm<EmailValues>({
    resolver: zodResolver(EmailBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  })
  const requestLink = useMutation({ mutationFn: (email: string) => requestPasswordReset(api, email) })
  const { errors, isSubmitting } = form.formState
  useEffect(() => setHydrated(true), [])
  const leaving = useGuestOnly(lang)
  if (leaving) return <SessionPending />

  const onValid = async ({ email }: EmailValues) => {
    setProblem(null)
    try {
      await requestLink.mutateAsync(email)
      setSentTo(email)
    } catch (error) {
      const named = mapFieldErrors(form, error, ['email'])
      const general = formMessages(error, ['email'])
      setProblem(general.length > 0 || named ? general : [t('forgot.tryAgain')])
    }
  }

  const backToLogin = (
    <Link to={localizedPath('/login', lang)} className={textLinkClass}>
      {t('forgot.backToLogin')}
    </Link>
  )

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')} footer={backToLogin}>
        <div role="status" className="space-y-4">
          <p className="flex items-start gap-3 text-ink-800">
            <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
            <span>
              <Trans
                t={t}
                i18nKey="forgot.sentText"
                values={{ email: sentTo }}
                components={{ email: <bdi className="font-semibold" /> }}
              />
            </span>
          </p>
          <p className="text-ink-600 text-sm">{t('forgot.spam')}</p>
        </div>
        <Button variant="outline" className="mt-5" onClick={() => setSentTo(null)}>
          {t('forgot.sendAgain')}
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')} footer={backToLogin}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
        <FormProblem title={t('forgot.failed')} lines={problem} />
        <FormField
          name="email"
          label={t('labels.email')}
          error={authFieldMessage(t, 'email', form.getValues('email'), errors.email, passwordBounds(lang))}
          registration={form.register('email')}
          required
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
