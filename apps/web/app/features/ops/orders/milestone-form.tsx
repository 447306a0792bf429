import type { Lang } from '@caravanserai/contracts/languages'
import type { RecordMilestoneInput } from '@caravanserai/contracts/ops-shipments'
import {
  DELAY_DAYS_MAX,
  MILESTONE_NOTE_MAX,
  MILESTONE_PLACE_MAX,
  type Shipment,
} from '@caravanserai/contracts/shipments'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { DayField, LineField, OperatorNoteField } from '../console/action-fields.tsx'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import { localDay } from '../console/transfer-form.ts'
import {
  type MilestoneFormValues,
  milestoneDefaults,
  milestoneFormSchema,
  RECORDABLE_KINDS,
} from './milestone-form-values.ts'
import { useMilestoneAction } from './use-shipment-action.ts'

const FIELDS = ['kind', 'occurred_on', 'place', 'note', 'delay_days'] as const

/**
 * The next milestone of a shipment (docs/decisions/060-shipment-milestones.md): what happened,
 * on which day, where (a border crossing names its crossing) and a note (a delay gives its reason
 * and days). The form checks the contract's rules first; the API's messages, in the operator's
 * language, land beside their fields.
 */
export function MilestoneForm({
  lang,
  orderId,
  shipment,
}: {
  lang: Lang
  orderId: number
  shipment: Shipment
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments' })
  const fieldText = useFieldText(lang)
  const today = localDay(new Date())
  const schema = useMemo(() => milestoneFormSchema(today), [today])
  const form = useForm<MilestoneFormValues, unknown, RecordMilestoneInput>({
    resolver: zodResolver(schema),
    defaultValues: milestoneDefaults(shipment, today),
  })
  const action = useMilestoneAction(lang, orderId, shipment.id)
  const { errors } = form.formState
  const kind = form.watch('kind')
  const id = `ops-milestone-${shipment.id}`
  const max = (value: number) => ({ max: formatNumber(lang, value) })
  const tooLong = { too_big: 'fields.tooLong' }

  async function submit(body: RecordMilestoneInput) {
    const outcome = await action.run(body)
    if (outcome.ok) {
      notify.success(t('milestone.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  const kindError = fieldText(errors.kind, { fallback: 'shipments.fields.kindInvalid' })
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-3 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <h4 id={`${id}-title`} className="font-semibold text-ink-900 text-sm">
        {t('milestone.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-kind`} className="block font-semibold text-ink-800 text-sm">
            {t('milestone.kind')}
          </label>
          <Select
            id={`${id}-kind`}
            aria-invalid={kindError ? true : undefined}
            aria-describedby={kindError ? `${id}-kind-error` : undefined}
            {...form.register('kind')}
          >
            {RECORDABLE_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`kind.${option}`)}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-kind-error`} text={kindError} />
        </div>
        <DayField
          label={t('milestone.day')}
          max={today}
          error={fieldText(errors.occurred_on, { fallback: 'shipments.fields.dayInvalid' })}
          id={`${id}-occurred_on`}
          registration={form.register('occurred_on')}
        />
        <LineField
          label={t('milestone.place')}
          hint={kind === 'border_crossed' ? t('milestone.placeRequired') : t('optional')}
          error={fieldText(
            errors.place,
            { 'shipments.placeRequired': 'shipments.fields.placeRequired', ...tooLong },
            max(MILESTONE_PLACE_MAX),
          )}
          id={`${id}-place`}
          registration={form.register('place')}
        />
        {kind === 'delayed' ? (
          <LineField
            label={t('milestone.delayDays')}
            hint={t('milestone.delayDaysHint', max(DELAY_DAYS_MAX))}
            inputMode="numeric"
            className="max-w-32"
            error={fieldText(
              errors.delay_days,
              { fallback: 'shipments.fields.delayDaysRange' },
              { min: formatNumber(lang, 1), ...max(DELAY_DAYS_MAX) },
            )}
            id={`${id}-delay_days`}
            registration={form.register('delay_days')}
          />
        ) : null}
      </div>
      <OperatorNoteField
        label={kind === 'delayed' ? t('milestone.reason') : t('milestone.note')}
        hint={kind === 'delayed' ? t('milestone.reasonHint') : t('milestone.noteHint')}
        required={kind === 'delayed'}
        error={fieldText(
          errors.note,
          { 'shipments.reasonRequired': 'shipments.fields.reasonRequired', ...tooLong },
          max(MILESTONE_NOTE_MAX),
        )}
        id={`${id}-note`}
        registration={form.register('note')}
      />
      <Button type="submit" size="sm" disabled={action.busy} aria-busy={action.busy || undefined}>
        {action.busy ? <Spinner className="size-4" /> : null}
        {action.busy ? t('milestone.busy') : t('milestone.submit')}
      </Button>
    </form>
  )
}
