import type { Lang } from '@caravanserai/contracts/languages'
import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Paperclip, Upload } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react'
import { ordersChanged, ordersKeys, sendPaymentProof } from '../../api/orders.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { megabytes, PROOF_ACCEPT, proofFileProblem } from './payment-rules.ts'

/** The API's own words for a refusal (`detail`, or the file field's messages), if it gave them. */
function serverWords(error: ApiError): string | null {
  const file = error.fieldErrors.file?.join(' ')
  if (file) return file
  const body = error.body as { detail?: unknown } | null
  return body && typeof body.detail === 'string' && body.detail ? body.detail : null
}

/**
 * The upload of the bank's transfer confirmation (docs/product.md#payment-by-bank-transfer): the
 * file is checked here for what the device can tell (empty, kind, size) before it is sent; the
 * server judges its content and says why it refuses, in the page's language (a wrong kind, too
 * large, the order already paid, too many uploads). A plain form, not react-hook-form: one file
 * field has nothing for a form library to hold.
 */
export function ProofUpload({
  lang,
  user,
  orderId,
  onSent,
  onConflict,
}: {
  lang: Lang
  user: SessionUser
  orderId: number
  /** Called once the confirmation is in (the page moves focus to the list it joined). */
  onSent: () => void
  /**
   * Called with the server's reason when the order moved on meanwhile (409: paid in full): the
   * payment is read again and this form may leave, so the section says it instead.
   */
  onConflict: (reason: string) => void
}) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const queryClient = useQueryClient()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState('')
  const mb = (bytes: number) => formatNumber(lang, megabytes(bytes), { maximumFractionDigits: 1 })

  // The order's payment state and the lists' badges follow the payment.
  const refresh = () => ordersChanged(queryClient, user.id)
  const send = useMutation({
    mutationFn: (chosen: File) => sendPaymentProof(api, lang, orderId, chosen),
    onSuccess: (payment) => {
      queryClient.setQueryData(ordersKeys.payment(user.id, orderId), payment)
      refresh()
      setFile(null)
      if (input.current) input.current.value = ''
      notify.success(t('payment.upload.sent'))
      onSent()
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        console.error('Sending the transfer confirmation failed:', error)
        setProblem(t('payment.upload.failed'))
        return
      }
      // An expired session is told by the session keeper, which ends it.
      if (error.status === 401) return
      const reason = error.status === TIMEOUT_STATUS ? null : serverWords(error)
      if (error.status === 409) {
        // The order moved on meanwhile (paid in full): show it as it now stands.
        refresh()
        void queryClient.invalidateQueries({ queryKey: ordersKeys.payment(user.id, orderId) })
        onConflict(reason ?? t('payment.upload.failed'))
        return
      }
      setProblem(reason ?? t('payment.upload.failed'))
    },
  })
  const busy = send.isPending

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget
    const chosen = picker.files?.[0] ?? null
    setProblem('')
    setFile(null)
    if (!chosen) return
    const wrong = proofFileProblem(chosen)
    if (!wrong) {
      setFile(chosen)
      return
    }
    // The picker is emptied, so it never shows a file that will not be sent.
    picker.value = ''
    setProblem(
      wrong === 'tooLarge'
        ? t('payment.upload.tooLarge', { size: mb(chosen.size), max: mb(ATTACHMENT_MAX_BYTES) })
        : t(`payment.upload.${wrong}`),
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!file) {
      setProblem(t('payment.upload.choose'))
      input.current?.focus()
      return
    }
    setProblem('')
    send.mutate(file)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink-900">
        {t('payment.upload.title')}
      </h3>
      <p className="text-ink-700 text-sm">{t('payment.upload.lead')}</p>
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="font-semibold text-ink-800 text-sm">
          {t('payment.upload.label')}
        </p>
        {/* The picker's own button speaks the browser's language, not the page's: this label is it. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <label
            htmlFor={`${id}-file`}
            className={`inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md border border-sand-300 bg-white px-3 font-semibold text-ink-800 text-sm hover:bg-sand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            <Paperclip aria-hidden="true" className="size-4" />
            <span id={`${id}-choose`}>
              {file ? t('payment.upload.changeFile') : t('payment.upload.chooseFile')}
            </span>
            <input
              ref={input}
              id={`${id}-file`}
              name="file"
              type="file"
              accept={PROOF_ACCEPT}
              disabled={busy}
              onChange={pick}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={`${id}-chosen ${id}-hint ${id}-problem`}
              aria-invalid={problem ? true : undefined}
              className="sr-only"
            />
          </label>
          <span id={`${id}-chosen`} className="min-w-0 text-ink-700 text-sm wrap-anywhere">
            {file ? <bdi>{file.name}</bdi> : t('payment.upload.noFile')}
          </span>
        </div>
        <p id={`${id}-hint`} className="text-ink-600 text-xs">
          {t('payment.upload.hint', { max: mb(ATTACHMENT_MAX_BYTES) })}
        </p>
        <p id={`${id}-problem`} role="alert" className="text-red-800 text-sm empty:hidden">
          {problem}
        </p>
      </div>
      <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
        {busy ? t('payment.upload.sending') : t('payment.upload.submit')}
      </Button>
    </form>
  )
}
