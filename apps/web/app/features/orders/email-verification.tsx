import { useMutation } from '@tanstack/react-query'
import { MailCheck, MailWarning } from 'lucide-react'
import { resendVerification } from '../../api/accounts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * Sends the signed-in buyer a new verification link (POST /accounts/resend-verification/ with
 * no address: the Bearer token says whose), then says where it went.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const resend = useMutation({
    mutationFn: () => resendVerification(api),
  })
  if (resend.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 font-semibold text-teal-900">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('verify.sent', { email })}
      </p>
    )
  }
  const failure =
    resend.error instanceof ApiError && resend.error.status === 429
      ? resend.error.message
      : t('verify.failed')
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? <Spinner /> : null}
        {resend.isPending ? t('verify.sending') : t('verify.resend')}
      </Button>
      {resend.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {failure}
        </p>
      ) : null}
    </div>
  )
}

/** Checkout's answer to a 403 orders.emailNotVerified: why, and the way out. */
export function EmailNotVerified({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation('orders')
  return (
    <Alert
      tone="warning"
      title={t('verify.title')}
      icon={<MailWarning aria-hidden="true" className="size-5 shrink-0" />}
      action={<ResendVerification email={email} />}
    >
      <p className="leading-relaxed">{message || t('verify.message')}</p>
    </Alert>
  )
}
