import type { Lang } from '@caravanserai/contracts/languages'
import { type OpsOrder, type ShipBody, ShipBodySchema } from '@caravanserai/contracts/orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { ActionConfirm } from './action-confirm.tsx'
import { CodeField, OperatorNoteField } from './action-fields.tsx'
import { sendShipment } from './order-queue-api.ts'
import { useOrderAction } from './use-order-action.ts'

const FIELDS = ['tracking_number', 'note'] as const
const TRACKING_MAX = ShipBodySchema.shape.tracking_number.maxLength ?? 0
const NOTE_MAX = ShipBodySchema.shape.note.unwrap().maxLength ?? 0
type ShipInput = { tracking_number: string; note?: string }

/** Shipping at processing: the tracking number, an optional note, a confirmation. */
export function ShipForm({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const form = useForm<ShipInput, unknown, ShipBody>({
    resolver: zodResolver(ShipBodySchema),
    defaultValues: { tracking_number: '', note: '' },
  })
  const [pending, setPending] = useState<ShipBody | null>(null)
  const action = useOrderAction(lang, order.id, sendShipment, FIELDS, t('fields.checkForm'))
  const { errors } = form.formState

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
          <p>
            {t('ship.confirmText', {
              number: ltr(order.order_number),
              tracking: ltr(pending.tracking_number),
            })}
          </p>
        ) : null}
      </ActionConfirm>
    </Panel>
  )
}
