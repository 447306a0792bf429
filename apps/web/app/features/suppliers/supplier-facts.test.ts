import { describe, expect, test } from 'vitest'
import { certificateStanding, placeOf, responseTime } from './supplier-facts.ts'

describe('a supplier response time', () => {
  test('reads in whole hours under a day, rounded up, at least one', () => {
    expect(responseTime(0)).toEqual({ unit: 'hours', count: 1 })
    expect(responseTime(0.4)).toEqual({ unit: 'hours', count: 1 })
    expect(responseTime(4)).toEqual({ unit: 'hours', count: 4 })
    expect(responseTime(6.5)).toEqual({ unit: 'hours', count: 7 })
    expect(responseTime(23.2)).toEqual({ unit: 'hours', count: 24 })
  })

  test('reads in whole days from a day on, rounded up', () => {
    expect(responseTime(24)).toEqual({ unit: 'days', count: 1 })
    expect(responseTime(30)).toEqual({ unit: 'days', count: 2 })
    expect(responseTime(100)).toEqual({ unit: 'days', count: 5 })
  })

  test('says nothing before any request was answered', () => {
    expect(responseTime(null)).toBeNull()
    expect(responseTime(Number.NaN)).toBeNull()
  })
})

describe('a certificate standing', () => {
  test('is valid through its last day, expired after it, open without one', () => {
    expect(certificateStanding('2026-06-30', '2026-06-30')).toBe('valid')
    expect(certificateStanding('2026-06-29', '2026-06-30')).toBe('expired')
    expect(certificateStanding(null, '2026-06-30')).toBe('open')
  })
})

test('a place names the city and the province, or whichever is known', () => {
  expect(placeOf('en', 'Mashhad', 'Razavi Khorasan')).toBe('Mashhad, Razavi Khorasan')
  expect(placeOf('fa', 'مشهد', 'خراسان رضوی')).toBe('مشهد، خراسان رضوی')
  expect(placeOf('ru', '', 'Фарс')).toBe('Фарс')
  expect(placeOf('en', '', ' ')).toBe('')
})
