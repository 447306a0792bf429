import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { CreateShipmentInput } from '@caravanserai/contracts/ops-shipments'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { unitsToShip } from '../../../lib/units-to-ship.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { CodeField, DayField, LineField, OperatorNoteField } from '../console/action-fields.tsx'
import { errorCode } from '../console/api-notice.ts'
import { useFieldText } from '../console/field-error.tsx'
import { Panel } from '../console/panel.tsx'
import { localDay } from '../console/transfer-form.ts'
import {
  SHIPMENT_LIMITS,
  type ShipmentFormValues,
  shipmentDefaults,
  shipmentFieldOf,
  shipmentFormSchema,
} from './shipment-form-values.ts'
import { ShipmentLinesField } from './shipment-lines-field.tsx'
import { UnpaidNotice } from './unpaid-notice.tsx'
import { useShipmentAction } from './use-shipment-action.ts'

/**
 * Goods of a processing order leave (docs/decisions/060-shipment-milestones.md): units per line
 * (all that remain by default), the tracking number and carrier, the day and place they left and
 * a note for the buyer. The first shipment of an unpaid order asks the reason it goes early, as
 * does the API (409) when a payment changed meanwhile.
 */
export function ShipmentForm({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const today = localDay(new Date())
  const toShip = useMemo(
    () => unitsToShip(order.order_items, order.shipments).filter((line) => line.remaining > 0),
    [order.order_items, order.shipments],
  )
  const [asked, setAsked] = useState(false)
  const needsOverride = asked || (order.payment_state !== 'paid' && order.shipments.length === 0)
  const schema = useMemo(
    () => shipmentFormSchema(toShip, today, needsOverride),
    [toShip, today, needsOverride],
  )
  const form = useForm<ShipmentFormValues, unknown, CreateShipmentInput>({
    resolver: zodResolver(schema),
    defaultValues: shipmentDefaults(toShip, today),
  })
  const action = useShipmentAction(lang, order.id)
  const { errors } = form.formState
  const max = (value: number) => ({ max: formatNumber(lang, value) })
  const tooLong = { too_big: 'fields.tooLong' }

  async function submit(body: CreateShipmentInput) {
    const outcome = await action.run(body)
    // The order is read again first, and the form starts again from what now remains (its key).
    if (outcome.ok) {
      notify.success(t('shipments.create.done'))
      return
    }
    if (errorCode(outcome.error) === 'payments.notPaid') {
      setAsked(true)
      form.setError('payment_override', { type: 'server', message: outcome.error?.message ?? '' })
      return
    }
    mapFieldErrors(form, outcome.error, (field) => shipmentFieldOf(body, toShip, field))
  }

  if (toShip.length === 0) return null
  return (
    <Panel id="ops-ship" title={t('shipments.create.title')} hint={t('shipments.create.hint')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <ShipmentLinesField lang={lang} toShip={toShip} register={form.register} errors={errors.lines} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField
            label={t('shipments.create.tracking')}
            error={fieldText(
              errors.tracking_number,
              { trackingRequired: 'fields.trackingRequired', ...tooLong },
              max(SHIPMENT_LIMITS.tracking),
            )}
            id="ops-shipment-tracking_number"
            registration={form.register('tracking_number')}
          />
          <LineField
            label={t('shipments.create.carrier')}
            hint={t('shipments.optional')}
            error={fieldText(errors.carrier, tooLong, max(SHIPMENT_LIMITS.carrier))}
            id="ops-shipment-carrier"
            registration={form.register('carrier')}
          />
          <DayField
            label={t('shipments.create.dispatchedOn')}
            max={today}
            error={fieldText(errors.dispatched_on, { dayInvalid: 'shipments.fields.dayInvalid' })}
            id="ops-shipment-dispatched_on"
            registration={form.register('dispatched_on')}
          />
          <LineField
            label={t('shipments.create.place')}
            hint={t('shipments.optional')}
            error={fieldText(errors.place, tooLong, max(SHIPMENT_LIMITS.place))}
            id="ops-shipment-place"
            registration={form.register('place')}
          />
        </div>
        <OperatorNoteField
          label={t('shipments.create.note')}
          hint={t('shipments.create.noteHint')}
          error={fieldText(errors.note, tooLong, max(SHIPMENT_LIMITS.note))}
          id="ops-shipment-note"
          registration={form.register('note')}
        />
        {needsOverride ? (
          <UnpaidNotice lang={lang} order={order}>
            <OperatorNoteField
              label={t('ship.override')}
              hint={t('ship.overrideHint')}
              required
              describedBy="ops-ship-unpaid"
              error={fieldText(
                errors.payment_override,
                { overrideRequired: 'fields.overrideRequired', ...tooLong },
                max(SHIPMENT_LIMITS.override),
              )}
              id="ops-shipment-payment_override"
              registration={form.register('payment_override')}
            />
          </UnpaidNotice>
        ) : null}
        <Button type="submit" disabled={action.busy} aria-busy={action.busy || undefined}>
          {action.busy ? <Spinner className="size-4" /> : null}
          {action.busy ? t('shipments.create.busy') : t('shipments.create.submit')}
        </Button>
      </form>
    </Panel>
  )
}
