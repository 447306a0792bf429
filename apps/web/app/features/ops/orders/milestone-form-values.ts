import { RecordMilestoneBodySchema, type RecordMilestoneInput } from '@caravanserai/contracts/ops-shipments'
import { MILESTONE_KINDS, type MilestoneKind, type Shipment } from '@caravanserai/contracts/shipments'
import { z } from 'zod'
import { unitsOf } from './shipment-form-values.ts'

// The console's milestone form (docs/decisions/060-shipment-milestones.md): one event of a
// shipment, checked by the contract's own rules before it is sent.

/** What an operator records by hand: every kind but `dispatched`, which the shipment records. */
export const RECORDABLE_KINDS = MILESTONE_KINDS.filter(
  (kind): kind is Exclude<MilestoneKind, 'dispatched'> => kind !== 'dispatched',
)
export type RecordableKind = (typeof RECORDABLE_KINDS)[number]

export type MilestoneFormValues = {
  kind: string
  occurred_on: string
  place: string
  note: string
  delay_days: string
}

/** The milestone that ends the leg under way, as the form's first guess; a border crossing without a route. */
export function nextKind(shipment: Shipment): RecordableKind {
  return shipment.legs.find((leg) => leg.completed_on === null)?.ends_with ?? 'border_crossed'
}

export function milestoneDefaults(shipment: Shipment, today: string): MilestoneFormValues {
  return { kind: nextKind(shipment), occurred_on: today, place: '', note: '', delay_days: '' }
}

/**
 * The form's checks, ending in the body of POST /ops/shipments/{id}/milestones/: the contract's
 * (a crossing names its place, a delay its reason and days, nothing else has days) and a day no
 * later than `today`. Issues carry the contract's message keys, or zod's codes for the limits.
 */
export function milestoneFormSchema(today: string) {
  return z
    .object({
      kind: z.string(),
      occurred_on: z.string(),
      place: z.string(),
      note: z.string(),
      delay_days: z.string(),
    })
    .transform(
      (values): RecordMilestoneInput => ({
        // Any other kind is refused by the contract below, with its own message.
        kind: values.kind as RecordableKind,
        occurred_on: values.occurred_on,
        place: values.place.trim() || undefined,
        note: values.note.trim() || undefined,
        // Days typed badly go on as 0, which the contract refuses as too few.
        delay_days:
          values.kind === 'delayed' && values.delay_days.trim()
            ? (unitsOf(values.delay_days) ?? 0)
            : undefined,
      }),
    )
    .pipe(
      RecordMilestoneBodySchema.refine((body) => body.occurred_on <= today, {
        error: 'shipments.dayInvalid',
        path: ['occurred_on'],
      }),
    )
}
