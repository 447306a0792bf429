import type { Lang } from '@caravanserai/contracts/languages'
import {
  type OpsCancelOrderBody,
  OpsCancelOrderBodySchema,
  type OpsOrder,
} from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { cancelOrder, declineOrder } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { OperatorNoteField } from '../console/action-fields.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { ActionConfirm } from './action-confirm.tsx'
import { useOrderAction } from './use-order-action.ts'

const FIELDS = ['reason'] as const
const REASON_MAX = OpsCancelOrderBodySchema.shape.reason.maxLength ?? 0

/**
 * An operator's way out of an order (docs/decisions/041-ways-out-of-an-order.md): `decline` a
 * request before quoting it, or `cancel` an order before it ships, each with the reason the buyer
 * reads as written, after a confirmation. Money received is said to be returned.
 */
export function CancelForm({
  lang,
  order,
  action,
}: {
  lang: Lang
  order: OpsOrder
  action: 'decline' | 'cancel'
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const form = useForm<OpsCancelOrderBody>({
    resolver: zodResolver(OpsCancelOrderBodySchema),
    defaultValues: { reason: '' },
  })
  const [pending, setPending] = useState<OpsCancelOrderBody | null>(null)
  const send = useOrderAction(
    lang,
    order.id,
    action === 'decline' ? declineOrder : cancelOrder,
    FIELDS,
    t('fields.checkForm'),
  )
  const refund =
    order.amount_paid > 0
      ? t('cancel.refundDue', { paid: formatIn(lang, order.amount_paid, order.settlement_currency) })
      : null

  async function confirm() {
    if (!pending) return
    const outcome = await send.run(pending)
    setPending(null)
    if (outcome.ok) {
      form.reset({ reason: '' })
      notify.success(t(`${action}.done`))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <Panel id={`ops-${action}`} title={t(`${action}.title`)} hint={t(`${action}.hint`)}>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        {refund ? (
          <p
            id={`ops-${action}-refund`}
            className="rounded-md bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-200"
          >
            {refund}
          </p>
        ) : null}
        <OperatorNoteField
          label={t(`${action}.reason`)}
          hint={t(`${action}.reasonHint`)}
          required
          describedBy={refund ? `ops-${action}-refund` : undefined}
          error={fieldText(
            form.formState.errors.reason,
            { 'orders.reasonRequired': 'fields.cancelReasonRequired', too_big: 'fields.tooLong' },
            { max: formatNumber(lang, REASON_MAX) },
          )}
          registration={form.register('reason')}
        />
        <Button type="submit" variant="outline">
          {t(`${action}.review`)}
        </Button>
      </form>
      <ActionConfirm
        action={action}
        open={pending !== null}
        note={pending?.reason}
        busy={send.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>{t(`${action}.confirmText`, { number: ltr(order.order_number) })}</p>
        {refund ? <p className="font-semibold">{refund}</p> : null}
      </ActionConfirm>
    </Panel>
  )
}
