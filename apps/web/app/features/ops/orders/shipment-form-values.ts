import { CreateShipmentBodySchema, type CreateShipmentInput } from '@caravanserai/contracts/ops-shipments'
import {
  MILESTONE_NOTE_MAX,
  MILESTONE_PLACE_MAX,
  TRACKING_NUMBER_MAX,
} from '@caravanserai/contracts/shipments'
import { z } from 'zod'
import type { LineToShip } from '../../../lib/units-to-ship.ts'

// The console's shipment form (docs/decisions/060-shipment-milestones.md): units per order line,
// all that remain by default, the tracking number and the dispatch, checked before it is sent.

/** The form as typed: one quantity per line with units left, in the order of `unitsToShip`. */
export type ShipmentFormValues = {
  lines: { quantity: string }[]
  tracking_number: string
  carrier: string
  dispatched_on: string
  place: string
  note: string
  payment_override: string
}

const CARRIER_MAX = CreateShipmentBodySchema.shape.carrier.unwrap().maxLength ?? 100
const OVERRIDE_MAX = CreateShipmentBodySchema.shape.payment_override.unwrap().maxLength ?? 500
export const SHIPMENT_LIMITS = {
  tracking: TRACKING_NUMBER_MAX,
  carrier: CARRIER_MAX,
  place: MILESTONE_PLACE_MAX,
  note: MILESTONE_NOTE_MAX,
  override: OVERRIDE_MAX,
}

/** Whole units written in Western or Persian digits; null for anything else. */
export function unitsOf(text: string): number | null {
  const western = text.trim().replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  return /^\d{1,7}$/.test(western) ? Number(western) : null
}

export function shipmentDefaults(toShip: LineToShip[], today: string): ShipmentFormValues {
  return {
    lines: toShip.map((line) => ({ quantity: String(line.remaining) })),
    tracking_number: '',
    carrier: '',
    dispatched_on: today,
    place: '',
    note: '',
    payment_override: '',
  }
}

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || undefined)

/**
 * The form's checks, ending in the body of POST /ops/orders/{id}/shipments/: each quantity a whole
 * number up to what remains of its line (`quantityRange`), at least one unit (`nothingChosen`),
 * a day no later than `today` (`dayInvalid`), and the reason an unpaid order ships when
 * `needsOverride`. Lines left at 0 are not sent.
 */
export function shipmentFormSchema(toShip: LineToShip[], today: string, needsOverride: boolean) {
  const lines = z.array(z.object({ quantity: z.string() })).superRefine((values, ctx) => {
    let chosen = 0
    let wrong = false
    values.forEach((line, index) => {
      const units = unitsOf(line.quantity)
      if (units === null || units > (toShip[index]?.remaining ?? 0)) {
        wrong = true
        ctx.addIssue({ code: 'custom', message: 'quantityRange', path: [index, 'quantity'] })
      } else chosen += units
    })
    if (chosen === 0 && !wrong)
      ctx.addIssue({ code: 'custom', message: 'nothingChosen', path: [0, 'quantity'] })
  })
  return z
    .object({
      lines,
      tracking_number: z.string().trim().min(1, { error: 'trackingRequired' }).max(TRACKING_NUMBER_MAX),
      carrier: optional(CARRIER_MAX),
      dispatched_on: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dayInvalid' })
        .refine((day) => day <= today, { error: 'dayInvalid' }),
      place: optional(MILESTONE_PLACE_MAX),
      note: optional(MILESTONE_NOTE_MAX),
      payment_override: needsOverride
        ? z.string().trim().min(1, { error: 'overrideRequired' }).max(OVERRIDE_MAX)
        : z.string().transform(() => undefined),
    })
    .transform(
      (values): CreateShipmentInput => ({
        tracking_number: values.tracking_number,
        carrier: values.carrier,
        lines: values.lines.flatMap((line, index) => {
          const quantity = unitsOf(line.quantity) ?? 0
          const item = toShip[index]
          return item && quantity > 0 ? [{ order_item_id: item.item.id, quantity }] : []
        }),
        dispatched_on: values.dispatched_on,
        place: values.place,
        note: values.note,
        payment_override: values.payment_override,
      }),
    )
}

/**
 * The form field a server message belongs to: `lines.{i}.quantity` of the body sent names the
 * i-th line sent, which sits at its own place among the form's lines.
 */
export function shipmentFieldOf(body: CreateShipmentInput, toShip: LineToShip[], serverField: string) {
  const line = /^lines\.(\d+)(?:\.\w+)?$/.exec(serverField)
  if (line) {
    const sent = body.lines?.[Number(line[1])]
    const index = toShip.findIndex((l) => l.item.id === sent?.order_item_id)
    return index >= 0 ? (`lines.${index}.quantity` as const) : null
  }
  const fields = ['tracking_number', 'carrier', 'dispatched_on', 'place', 'note', 'payment_override'] as const
  return fields.find((field) => field === serverField) ?? null
}
