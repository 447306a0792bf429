import { expect, test } from 'vitest'
import { analyticsFiltersFrom, analyticsSearchOf, presetDays } from './analytics-params.ts'

const TODAY = new Date('2026-03-18T12:00:00Z') // a Wednesday
const from = (query: string) => analyticsFiltersFrom(new URLSearchParams(query), TODAY)

test('presets are whole ISO weeks back from this one, or whole months', () => {
  expect(presetDays('4w', TODAY)).toEqual({ from: '2026-02-23', to: '2026-03-18' })
  expect(presetDays('12w', TODAY)).toEqual({ from: '2025-12-29', to: '2026-03-18' })
  expect(presetDays('12m', TODAY)).toEqual({ from: '2025-04-01', to: '2026-03-18' })
})

test('the address gives a preset, a custom period or, when it cannot, the default twelve weeks', () => {
  expect(from('')).toEqual({ period: '12w', from: '2025-12-29', to: '2026-03-18', destination: null })
  expect(from('period=12m&destination=7')).toMatchObject({
    period: '12m',
    from: '2025-04-01',
    destination: 7,
  })
  expect(from('period=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
    period: 'custom',
    from: '2026-01-01',
    to: '2026-01-31',
  })
  for (const bad of [
    'period=custom&from=2026-02-30&to=2026-03-01',
    'period=custom&from=2026-03-01&to=2026-02-01',
    'period=custom&from=2023-01-01&to=2026-01-01',
    'period=year',
    'destination=-2',
  ])
    expect(from(bad)).toMatchObject({ period: '12w', from: '2025-12-29' })
})

test('the address names a preset by name and a custom period by its days', () => {
  expect(analyticsSearchOf({ period: '12w', from: 'x', to: 'y', destination: null })).toBe('')
  expect(analyticsSearchOf({ period: '4w', from: 'x', to: 'y', destination: 3 })).toBe(
    '?period=4w&destination=3',
  )
  expect(
    analyticsSearchOf({ period: 'custom', from: '2026-01-01', to: '2026-01-31', destination: null }),
  ).toBe('?period=custom&from=2026-01-01&to=2026-01-31')
})
