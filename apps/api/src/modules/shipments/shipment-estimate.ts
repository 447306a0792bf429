import type { LegEndKind, MilestoneKind } from '@caravanserai/contracts/shipments'

// Where a shipment stands on its route and when it should arrive, from its milestones alone
// (docs/decisions/060-shipment-milestones.md). The one place the estimate is computed: writes
// store what it says on the shipment, and the order JSON reads the legs' progress from it.

export type RouteLeg = { days: number; endsWith: LegEndKind | null }
export type Event = { kind: MilestoneKind; occurredOn: string; delayDays: number | null }

export type Progress = {
  /** Per leg, the day the milestone that completed it happened; null while it is ahead or under way. */
  completedOn: (string | null)[]
  /**
   * Per leg, the day of the milestone of its own `ends_with` that completed it; null when a later
   * milestone completed it in passing, or while it is not completed.
   */
  recordedOn: (string | null)[]
  /** How many legs, from the first, are completed. */
  completed: number
  /** Null without a route (no legs) or before the shipment left. */
  estimatedArrival: string | null
  deliveredOn: string | null
}

/** The UTC day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The first leg from `next` on that `kind` ends, or null when none ahead does. */
function legEndedBy(legs: readonly RouteLeg[], next: number, kind: MilestoneKind): number | null {
  for (let j = next; j < legs.length; j++) if (legs[j]!.endsWith === kind) return j
  return null
}

/**
 * What `milestones` (oldest first) make of a shipment on `legs`. Legs are completed in order: a
 * milestone completes the first leg ahead that it ends, and with it every leg before that one, so
 * the nth border crossing completes the nth border leg; `delivered` completes them all. The
 * estimate is the day of the last progress milestone (any but a delay) plus the days of the legs
 * not yet completed plus the delays recorded since it, and never before the last milestone's day.
 */
export function shipmentProgress(legs: readonly RouteLeg[], milestones: readonly Event[]): Progress {
  const completedOn: (string | null)[] = legs.map(() => null)
  const recordedOn: (string | null)[] = legs.map(() => null)
  let completed = 0
  let progressDay: string | null = null
  let lastDay: string | null = null
  let delay = 0
  let deliveredOn: string | null = null
  const complete = (through: number, day: string, kind: MilestoneKind) => {
    for (let j = completed; j <= through; j++) completedOn[j] = day
    if (through >= 0 && legs[through]!.endsWith === kind) recordedOn[through] = day
    completed = Math.max(completed, through + 1)
  }
  for (const m of milestones) {
    if (lastDay === null || m.occurredOn > lastDay) lastDay = m.occurredOn
    if (m.kind === 'delayed') {
      delay += m.delayDays ?? 0
      continue
    }
    progressDay = m.occurredOn
    delay = 0
    if (m.kind === 'delivered') {
      complete(legs.length - 1, m.occurredOn, m.kind)
      deliveredOn = m.occurredOn
    } else if (m.kind !== 'dispatched') {
      const ended = legEndedBy(legs, completed, m.kind)
      if (ended !== null) complete(ended, m.occurredOn, m.kind)
    }
  }
  if (legs.length === 0 || progressDay === null)
    return { completedOn, recordedOn, completed, estimatedArrival: null, deliveredOn }
  const remaining = legs.slice(completed).reduce((sum, leg) => sum + leg.days, 0)
  const estimate = addDays(progressDay, remaining + delay)
  return {
    completedOn,
    recordedOn,
    completed,
    estimatedArrival: lastDay !== null && lastDay > estimate ? lastDay : estimate,
    deliveredOn,
  }
}

/** The order of kinds along any route, for kinds a route does not name (`delayed` aside). */
const RANK: Record<MilestoneKind, number> = {
  dispatched: 0,
  border_crossed: 1,
  customs_cleared: 2,
  out_for_delivery: 3,
  delivered: 4,
  delayed: 0,
}

export type MilestoneRefusal = 'outOfOrder' | 'dayInFuture'

/**
 * Why `next` cannot follow `milestones` on `legs` as of `today`, or null when it can. It happens
 * no later than today, no earlier than the last milestone, and never after `delivered`. A delay or
 * the delivery may come at any point before that. Another kind must end a leg still ahead when the
 * route names it on some leg (a second customs where the route has one is out of order); a kind
 * the route does not name follows the kinds' own order (MILESTONE_KINDS), crossings repeating.
 */
export function milestoneRefusal(
  legs: readonly RouteLeg[],
  milestones: readonly Event[],
  next: Pick<Event, 'kind' | 'occurredOn'>,
  today: string,
): MilestoneRefusal | null {
  if (next.occurredOn > today) return 'dayInFuture'
  if (milestones.some((m) => m.kind === 'delivered' || m.occurredOn > next.occurredOn)) return 'outOfOrder'
  if (next.kind === 'delayed' || next.kind === 'delivered') return null
  if (next.kind === 'dispatched') return 'outOfOrder'
  const { completed } = shipmentProgress(legs, milestones)
  if (legEndedBy(legs, completed, next.kind) !== null) return null
  if (legs.some((leg) => leg.endsWith === next.kind)) return 'outOfOrder'
  const lastKind = milestones.findLast((m) => m.kind !== 'delayed')?.kind ?? 'dispatched'
  return RANK[next.kind] >= RANK[lastKind] ? null : 'outOfOrder'
}
