import { expect, test } from 'vitest'
import { aShipment } from '../../../testing/shipment-factories.ts'
import {
  milestoneDefaults,
  milestoneFormSchema,
  nextKind,
  RECORDABLE_KINDS,
} from './milestone-form-values.ts'

const TODAY = '2026-11-29'
const check = (values: object) => {
  const parsed = milestoneFormSchema(TODAY).safeParse({ ...milestoneDefaults(aShipment(), TODAY), ...values })
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((issue) => [
        issue.path.join('.'),
        issue.code === 'custom' ? issue.message : issue.code,
      ])
}

test('offers every kind but the dispatch, and guesses the milestone that ends the leg under way', () => {
  expect(RECORDABLE_KINDS).toEqual([
    'border_crossed',
    'customs_cleared',
    'out_for_delivery',
    'delivered',
    'delayed',
  ])
  expect(nextKind(aShipment())).toBe('customs_cleared')
  expect(nextKind(aShipment({ legs: [] }))).toBe('border_crossed')
})

test('sends a border crossing with its place, and a delay with its reason and days in Persian digits', () => {
  expect(check({ kind: 'border_crossed', place: ' Nurduz ', delay_days: '3' })).toEqual({
    kind: 'border_crossed',
    occurred_on: TODAY,
    place: 'Nurduz',
    note: undefined,
    delay_days: undefined,
  })
  expect(check({ kind: 'delayed', note: 'Queue at the border', delay_days: '۲' })).toMatchObject({
    kind: 'delayed',
    note: 'Queue at the border',
    delay_days: 2,
  })
})

test('refuses a crossing without its place, a delay without reason or days, and a day after today', () => {
  expect(check({ kind: 'border_crossed' })).toEqual([['place', 'shipments.placeRequired']])
  expect(check({ kind: 'delayed' })).toEqual([
    ['note', 'shipments.reasonRequired'],
    ['delay_days', 'shipments.delayDaysInvalid'],
  ])
  expect(check({ kind: 'delayed', note: 'Strike', delay_days: 'two' })).toEqual([['delay_days', 'too_small']])
  expect(check({ kind: 'customs_cleared', occurred_on: '2026-11-30' })).toEqual([
    ['occurred_on', 'shipments.dayInvalid'],
  ])
})
