import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { serverProblem } from './form-errors.ts'

/** A new verification link to the buyer's own address (signed in, so no email is sent along). */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const resend = useMutation({
    mutationFn: () => api.post<{ detail: string }>('/accounts/resend-verification/', {}, { auth: true }),
    onSuccess: () => notify.success(t('profile.verificationSent', { email })),
  })
  const problem = resend.isError ? serverProblem(resend.error, []) : null

  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <MailCheck aria-hidden="true" className="size-4" />
        )}
        {t('profile.resend')}
      </Button>
      {problem ? (
        <p role="alert" className="text-red-800 text-sm">
          {problem.status === 429 && problem.general ? problem.general : t('profile.resendFailed')}
        </p>
      ) : null}
    </div>
  )
}
