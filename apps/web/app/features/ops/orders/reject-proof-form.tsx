import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { type RejectProofBody, RejectProofBodySchema } from '@caravanserai/contracts/ops-payments'
import type { PaymentProof } from '@caravanserai/contracts/payments'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { rejectProof } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { ApiClient } from '../../../lib/api-client.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { OperatorNoteField } from '../console/action-fields.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { usePaymentAction } from './use-payment-action.ts'

const FIELDS = ['reason'] as const
const REASON_MAX = RejectProofBodySchema.shape.reason.maxLength ?? 0
const REASON_TEXTS = { too_small: 'fields.reasonRequired', too_big: 'fields.tooLong' }

type Rejection = { proofId: number; reason: string }
const sendRejection = (api: ApiClient, lang: Lang, orderId: number, { proofId, reason }: Rejection) =>
  rejectProof(api, lang, orderId, proofId, reason)

/**
 * Sends a waiting transfer confirmation back to the buyer with what to correct (they read it in
 * an email and on their order page), after a confirmation. `onClose` ends it, sent or not; the
 * dialog sits outside the form, so its Escape closes only the dialog.
 */
export function RejectProofForm({
  id,
  lang,
  order,
  proof,
  onClose,
}: {
  id: string
  lang: Lang
  order: OpsOrder
  proof: PaymentProof
  onClose: () => void
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const form = useForm<RejectProofBody>({
    resolver: zodResolver(RejectProofBodySchema),
    defaultValues: { reason: '' },
  })
  const [pending, setPending] = useState<RejectProofBody | null>(null)
  const action = usePaymentAction(lang, order.id, sendRejection, FIELDS, t('fields.checkForm'))
  const { setFocus } = form
  useEffect(() => setFocus('reason'), [setFocus])

  async function confirm() {
    if (!pending) return
    const outcome = await action.run({ proofId: proof.id, reason: pending.reason })
    setPending(null)
    if (outcome.ok) {
      notify.success(t('payment.reject.done'))
      onClose()
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <>
      <form
        id={id}
        noValidate
        onSubmit={form.handleSubmit(setPending)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !action.busy) onClose()
        }}
        className="space-y-3 rounded-md bg-sand-50 p-3 ring-1 ring-sand-200"
      >
        <OperatorNoteField
          label={t('payment.reject.reason')}
          hint={t('payment.reject.reasonHint')}
          required
          error={fieldText(form.formState.errors.reason, REASON_TEXTS, {
            max: formatNumber(lang, REASON_MAX),
          })}
          registration={form.register('reason')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            {t('payment.reject.review')}
          </Button>
          <Button variant="outline" size="sm" onClick={onClose} disabled={action.busy}>
            {t('payment.reject.cancel')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('payment.reject.confirmTitle')}
        confirmLabel={t('payment.reject.confirm')}
        busyLabel={t('payment.reject.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <>
            <p>
              {t('payment.reject.confirmText', { number: ltr(order.order_number), name: proof.file.name })}
            </p>
            <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-2">
              {pending.reason}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
