import type { OpsShipmentList, OpsShipmentRow } from '@caravanserai/contracts/ops-shipments'
import type { Milestone, Shipment } from '@caravanserai/contracts/shipments'

// Shipments as the API answers them (docs/decisions/060-shipment-milestones.md), for the fake API
// of component tests: Tehran to Yerevan through the Nurduz/Meghri crossing.

export function aMilestone(fields: Partial<Milestone> = {}): Milestone {
  return {
    id: 1,
    kind: 'dispatched',
    occurred_on: '2026-11-24',
    place: 'Tehran',
    note: null,
    delay_days: null,
    recorded_at: '2026-11-24T08:00:00Z',
    ...fields,
  }
}

/** Shipment 1 of order 77: 3 of its 5 tins, across the border, then held up two days at customs. */
export function aShipment(fields: Partial<Shipment> = {}): Shipment {
  return {
    id: 301,
    number: 1,
    tracking_number: 'IR-ARM-55021',
    carrier: 'Zagros Freight',
    lines: [{ order_item_id: 31, quantity: 3 }],
    dispatched_on: '2026-11-24',
    planned_arrival: '2026-12-01',
    estimated_arrival: '2026-12-04',
    delivered_on: null,
    late: true,
    legs: [
      {
        name: 'Tehran → Nurduz/Meghri border',
        days: 3,
        ends_with: 'border_crossed',
        completed_on: '2026-11-27',
      },
      { name: 'Customs at Meghri', days: 2, ends_with: 'customs_cleared', completed_on: null },
      { name: 'Meghri → Yerevan', days: 2, ends_with: 'delivered', completed_on: null },
    ],
    milestones: [
      aMilestone(),
      aMilestone({
        id: 2,
        kind: 'border_crossed',
        occurred_on: '2026-11-27',
        place: 'Nurduz/Meghri',
        recorded_at: '2026-11-27T15:00:00Z',
      }),
      aMilestone({
        id: 3,
        kind: 'delayed',
        occurred_on: '2026-11-28',
        place: null,
        note: 'Customs inspection of the whole lorry',
        delay_days: 2,
        recorded_at: '2026-11-28T09:00:00Z',
      }),
    ],
    ...fields,
  }
}

export function anOpsShipmentRow(fields: Partial<OpsShipmentRow> = {}): OpsShipmentRow {
  return {
    id: 301,
    number: 1,
    tracking_number: 'IR-ARM-55021',
    carrier: 'Zagros Freight',
    order: { id: 77, order_number: 'CS-2026-0077' },
    buyer: 'Ararat Foods LLC',
    destination: { id: 7, name: 'Armenia — Meghri' },
    dispatched_on: '2026-11-24',
    last_milestone: { kind: 'border_crossed', occurred_on: '2026-11-27', place: 'Nurduz/Meghri' },
    planned_arrival: '2026-12-01',
    estimated_arrival: '2026-12-04',
    delivered_on: null,
    late: true,
    ...fields,
  }
}

export function anOpsShipmentList(
  rows: OpsShipmentRow[] = [anOpsShipmentRow()],
  count = rows.length,
): OpsShipmentList {
  return {
    count,
    next: null,
    previous: null,
    results: rows,
    counts: { in_transit: 4, late: 1, arriving_this_week: 2, delivered: 12 },
  }
}
