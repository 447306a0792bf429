import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { resendVerification } from '../../api/accounts.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { formMessages } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** A new verification link to the buyer's own address (signed in, so no email is sent along). */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const resend = useMutation({
    mutationFn: () => resendVerification(api),
    onSuccess: () => notify.success(t('profile.verificationSent', { email })),
  })
  // A rate limit says how long to wait; any other failure is 'could not send'.
  const limited = resend.error instanceof ApiError && resend.error.status === 429
  const wait = limited ? formMessages(resend.error, [])[0] : undefined

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
      {resend.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {wait ?? t('profile.resendFailed')}
        </p>
      ) : null}
    </div>
  )
}
