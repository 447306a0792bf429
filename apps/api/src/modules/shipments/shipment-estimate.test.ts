import { LEG_END_KINDS, type MilestoneKind } from '@caravanserai/contracts/shipments'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  addDays,
  type Event,
  milestoneRefusal,
  type RouteLeg,
  shipmentProgress,
} from './shipment-estimate.ts'

// Tehran → Meghri border, customs in Yerevan, a haul, the delivery.
const ROUTE: RouteLeg[] = [
  { days: 3, endsWith: 'border_crossed' },
  { days: 2, endsWith: 'customs_cleared' },
  { days: 1, endsWith: null },
  { days: 1, endsWith: 'delivered' },
]
const ev = (kind: MilestoneKind, occurredOn: string, delayDays: number | null = null): Event => ({
  kind,
  occurredOn,
  delayDays,
})
const dispatched = ev('dispatched', '2026-03-01')

describe('shipment estimate', () => {
  test('is the dispatch day plus the whole route before anything else happens', () => {
    expect(shipmentProgress(ROUTE, [dispatched])).toEqual({
      completedOn: [null, null, null, null],
      recordedOn: [null, null, null, null],
      completed: 0,
      estimatedArrival: '2026-03-08',
      deliveredOn: null,
    })
  })

  test('moves with each milestone: its day plus the legs still ahead', () => {
    const crossed = [dispatched, ev('border_crossed', '2026-03-05')]
    expect(shipmentProgress(ROUTE, crossed).estimatedArrival).toBe('2026-03-09')
    const cleared = [...crossed, ev('customs_cleared', '2026-03-06')]
    expect(shipmentProgress(ROUTE, cleared)).toMatchObject({
      completedOn: ['2026-03-05', '2026-03-06', null, null],
      estimatedArrival: '2026-03-08',
    })
  })

  test('adds a delay until the next progress milestone, which absorbs it', () => {
    const delayed = [dispatched, ev('delayed', '2026-03-02', 4)]
    expect(shipmentProgress(ROUTE, delayed).estimatedArrival).toBe('2026-03-12')
    const twice = [...delayed, ev('delayed', '2026-03-03', 2)]
    expect(shipmentProgress(ROUTE, twice).estimatedArrival).toBe('2026-03-14')
    const crossed = [...twice, ev('border_crossed', '2026-03-09')]
    expect(shipmentProgress(ROUTE, crossed).estimatedArrival).toBe('2026-03-13')
  })

  test('is never before the last milestone', () => {
    const stuck = [dispatched, ev('delayed', '2026-03-20', 1)]
    expect(shipmentProgress(ROUTE, stuck).estimatedArrival).toBe('2026-03-20')
  })

  test('a milestone past a leg completes it and every leg before it', () => {
    const cleared = [dispatched, ev('customs_cleared', '2026-03-04')]
    expect(shipmentProgress(ROUTE, cleared)).toMatchObject({
      completedOn: ['2026-03-04', '2026-03-04', null, null],
      // The crossing was not recorded: the leg it ends has no day of its own.
      recordedOn: [null, '2026-03-04', null, null],
    })
  })

  test('the delivery completes the route and is the arrival', () => {
    const delivered = [dispatched, ev('delivered', '2026-03-07')]
    expect(shipmentProgress(ROUTE, delivered)).toEqual({
      completedOn: Array(4).fill('2026-03-07'),
      recordedOn: [null, null, null, '2026-03-07'],
      completed: 4,
      estimatedArrival: '2026-03-07',
      deliveredOn: '2026-03-07',
    })
  })

  test('without a route there is no estimate', () => {
    expect(shipmentProgress([], [dispatched]).estimatedArrival).toBeNull()
    expect(shipmentProgress([], [dispatched, ev('delivered', '2026-03-03')])).toMatchObject({
      estimatedArrival: null,
      deliveredOn: '2026-03-03',
    })
  })
})

describe('milestone order', () => {
  const today = '2026-03-31'
  test('refuses a day in the future, before the last milestone, or anything after the delivery', () => {
    expect(milestoneRefusal(ROUTE, [dispatched], ev('border_crossed', '2026-04-01'), today)).toBe(
      'dayInFuture',
    )
    expect(milestoneRefusal(ROUTE, [dispatched], ev('border_crossed', '2026-02-28'), today)).toBe(
      'outOfOrder',
    )
    const delivered = [dispatched, ev('delivered', '2026-03-05')]
    expect(milestoneRefusal(ROUTE, delivered, ev('delayed', '2026-03-06'), today)).toBe('outOfOrder')
  })

  test("follows the route's legs: customs cleared twice where the route clears once is out of order", () => {
    const cleared = [dispatched, ev('customs_cleared', '2026-03-04')]
    expect(milestoneRefusal(ROUTE, cleared, ev('customs_cleared', '2026-03-05'), today)).toBe('outOfOrder')
    expect(milestoneRefusal(ROUTE, cleared, ev('border_crossed', '2026-03-05'), today)).toBe('outOfOrder')
    expect(milestoneRefusal(ROUTE, cleared, ev('out_for_delivery', '2026-03-05'), today)).toBeNull()
    expect(milestoneRefusal(ROUTE, cleared, ev('delayed', '2026-03-05'), today)).toBeNull()
  })

  test("a route that names no milestones follows the kinds' order, crossings repeating", () => {
    const bare: RouteLeg[] = [{ days: 5, endsWith: null }]
    const crossed = [dispatched, ev('border_crossed', '2026-03-02')]
    expect(milestoneRefusal(bare, crossed, ev('border_crossed', '2026-03-03'), today)).toBeNull()
    const cleared = [...crossed, ev('customs_cleared', '2026-03-04')]
    expect(milestoneRefusal(bare, cleared, ev('border_crossed', '2026-03-05'), today)).toBe('outOfOrder')
  })
})

// Routes of up to six legs, and milestone sequences built one accepted step at a time.
const legArb = fc.record({
  days: fc.integer({ min: 0, max: 10 }),
  endsWith: fc.constantFrom(null, ...LEG_END_KINDS.filter((k) => k !== 'delivered')),
})
const stepArb = fc.record({
  kind: fc.constantFrom<MilestoneKind>('border_crossed', 'customs_cleared', 'out_for_delivery', 'delayed'),
  after: fc.integer({ min: 0, max: 5 }),
  delay: fc.integer({ min: 1, max: 9 }),
})
const journey = fc
  .tuple(fc.array(legArb, { maxLength: 6 }), fc.array(stepArb, { maxLength: 12 }))
  .map(([legs, steps]) => {
    const events: Event[] = [dispatched]
    let day = dispatched.occurredOn
    for (const step of steps) {
      const next = ev(step.kind, addDays(day, step.after), step.kind === 'delayed' ? step.delay : null)
      if (milestoneRefusal(legs, events, next, '2099-12-31') !== null) continue
      events.push(next)
      day = next.occurredOn
    }
    return { legs, events }
  })

describe('shipment estimate, for any route and milestones', () => {
  test('completes a prefix of the legs, in the order of the days', () => {
    fc.assert(
      fc.property(journey, ({ legs, events }) => {
        const { completedOn, completed } = shipmentProgress(legs, events)
        completedOn.forEach((day, j) => {
          expect(day !== null).toBe(j < completed)
        })
        const days = completedOn.filter((d) => d !== null)
        expect(days).toEqual([...days].sort())
      }),
    )
  })

  test('is the last progress day plus the legs ahead plus the delays since, never before the last day', () => {
    fc.assert(
      fc.property(journey, ({ legs, events }) => {
        fc.pre(legs.length > 0)
        const { completed, estimatedArrival } = shipmentProgress(legs, events)
        const lastProgress = events.findLastIndex((e) => e.kind !== 'delayed')
        const delays = events.slice(lastProgress + 1).reduce((sum, e) => sum + (e.delayDays ?? 0), 0)
        const ahead = legs.slice(completed).reduce((sum, leg) => sum + leg.days, 0)
        const formula = addDays(events[lastProgress]!.occurredOn, ahead + delays)
        const last = events.at(-1)!.occurredOn
        expect(estimatedArrival).toBe([last, formula].sort().at(-1))
      }),
    )
  })

  test('a delay moves the estimate by its days until the next progress milestone absorbs it', () => {
    fc.assert(
      fc.property(journey, fc.integer({ min: 1, max: 90 }), ({ legs, events }, days) => {
        fc.pre(legs.length > 0)
        const day = events.at(-1)!.occurredOn
        const before = shipmentProgress(legs, events).estimatedArrival!
        const delayed = [...events, ev('delayed', day, days)]
        const after = shipmentProgress(legs, delayed).estimatedArrival!
        expect(after >= before).toBe(true)
        if (before > day) expect(after).toBe(addDays(before, days))
        const progress = ev('out_for_delivery', day)
        if (milestoneRefusal(legs, delayed, progress, '2099-12-31') === null)
          expect(shipmentProgress(legs, [...delayed, progress])).toEqual(
            shipmentProgress(legs, [...events, progress]),
          )
      }),
    )
  })

  test('the nth border crossing completes the nth border leg', () => {
    const crossings = fc.array(fc.constantFrom<'border_crossed' | null>('border_crossed', null), {
      minLength: 1,
      maxLength: 6,
    })
    fc.assert(
      fc.property(crossings, fc.integer({ min: 1, max: 6 }), (ends, n) => {
        const legs = ends.map((endsWith) => ({ days: 1, endsWith }))
        const borders = legs.flatMap((leg, j) => (leg.endsWith ? [j] : []))
        const events = [
          dispatched,
          ...Array.from({ length: n }, (_, i) => ev('border_crossed', addDays('2026-03-02', i))),
        ]
        const { completed } = shipmentProgress(legs, events)
        expect(completed).toBe(n <= borders.length ? borders[n - 1]! + 1 : (borders.at(-1) ?? -1) + 1)
      }),
    )
  })

  test('a delivery after anything completes the route and is the arrival', () => {
    fc.assert(
      fc.property(journey, fc.integer({ min: 0, max: 5 }), ({ legs, events }, after) => {
        const day = addDays(events.at(-1)!.occurredOn, after)
        const progress = shipmentProgress(legs, [...events, ev('delivered', day)])
        expect(progress.completed).toBe(legs.length)
        expect(progress.deliveredOn).toBe(day)
        expect(progress.estimatedArrival).toBe(legs.length > 0 ? day : null)
      }),
    )
  })
})
