import type { Lang } from '@caravanserai/contracts/languages'
import { type OpsOrder, type ShipBody, ShipBodySchema } from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { sendShipment } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { CodeField, OperatorNoteField } from '../console/action-fields.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { ActionConfirm } from './action-confirm.tsx'
import { useOrderAction } from './use-order-action.ts'

const FIELDS = ['tracking_number', 'payment_override', 'note'] as const
const TRACKING_MAX = ShipBodySchema.shape.tracking_number.maxLength ?? 0
const OVERRIDE_MAX = ShipBodySchema.shape.payment_override.unwrap().maxLength ?? 0
const NOTE_MAX = ShipBodySchema.shape.note.unwrap().maxLength ?? 0
/** Until the order is paid in full, the API ships it only with the reason it goes early. */
const UNPAID_SHIP_SCHEMA = ShipBodySchema.required({ payment_override: true })
/** Paid in full: no reason is asked, and none is sent (a payment may arrive while the form is open). */
const PAID_SHIP_SCHEMA = ShipBodySchema.extend({
  payment_override: z
    .string()
    .optional()
    .transform(() => undefined),
})
type ShipInput = { tracking_number: string; payment_override?: string; note?: string }

/**
 * Shipping at processing: the tracking number, an optional note, a confirmation. While the order
 * is not paid in full the form says how much is due and asks the reason it ships anyway.
 */
export function ShipForm({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const paid = order.payment_state === 'paid'
  const form = useForm<ShipInput, unknown, ShipBody>({
    // Read at each validation: a payment recorded meanwhile drops the reason.
    resolver: zodResolver(paid ? PAID_SHIP_SCHEMA : UNPAID_SHIP_SCHEMA),
    defaultValues: { tracking_number: '', payment_override: '', note: '' },
  })
  const [pending, setPending] = useState<ShipBody | null>(null)
  const action = useOrderAction(lang, order.id, sendShipment, FIELDS, t('fields.checkForm'))
  const { errors } = form.formState
  // In the order's settlement currency (docs/decisions/046-settlement-currency.md).
  const due = formatIn(lang, order.amount_due, order.settlement_currency)

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      form.reset()
      notify.success(t('ship.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <Panel id="ops-ship" title={t('ship.title')} hint={t('ship.hint')}>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <CodeField
          label={t('ship.tracking')}
          error={fieldText(
            errors.tracking_number,
            { too_small: 'fields.trackingRequired', too_big: 'fields.tooLong' },
            { max: formatNumber(lang, TRACKING_MAX) },
          )}
          registration={form.register('tracking_number')}
        />
        {paid ? null : (
          <div className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200">
            <div id="ops-ship-unpaid" className="space-y-1 text-amber-950 text-sm">
              <p className="font-semibold">{t('ship.unpaidTitle')}</p>
              <p>
                {t('ship.unpaid', {
                  due,
                  paid: formatIn(lang, order.amount_paid, order.settlement_currency),
                  total: formatIn(lang, order.settlement_total_amount, order.settlement_currency),
                })}
              </p>
            </div>
            <OperatorNoteField
              label={t('ship.override')}
              hint={t('ship.overrideHint')}
              required
              describedBy="ops-ship-unpaid"
              error={fieldText(
                errors.payment_override,
                {
                  too_small: 'fields.overrideRequired',
                  invalid_type: 'fields.overrideRequired',
                  too_big: 'fields.tooLong',
                },
                { max: formatNumber(lang, OVERRIDE_MAX) },
              )}
              registration={form.register('payment_override')}
            />
          </div>
        )}
        <OperatorNoteField
          label={t('ship.note')}
          hint={t('ship.noteHint')}
          error={fieldText(errors.note, { too_big: 'fields.tooLong' }, { max: formatNumber(lang, NOTE_MAX) })}
          registration={form.register('note')}
        />
        <Button type="submit">{t('ship.review')}</Button>
      </form>
      <ActionConfirm
        action="ship"
        open={pending !== null}
        note={pending?.note}
        busy={action.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <>
            <p>
              {t('ship.confirmText', {
                number: ltr(order.order_number),
                tracking: ltr(pending.tracking_number),
              })}
            </p>
            {pending.payment_override ? (
              <>
                <p className="font-semibold">{t('ship.confirmUnpaid', { due })}</p>
                <p dir="auto" className="whitespace-pre-line rounded-md bg-amber-50 p-2">
                  {pending.payment_override}
                </p>
              </>
            ) : null}
          </>
        ) : null}
      </ActionConfirm>
    </Panel>
  )
}
