import { describe, expect, test } from 'vitest'
import { businessHours } from './business-hours.ts'

describe('the office hours on the contact page', () => {
  test('read Monday to Friday, 9:00 AM to 6:00 PM in English', () => {
    const { days, time } = businessHours('en')
    expect(days).toMatch(/^Monday\s–\sFriday$/)
    expect(time.replace(/\s/g, ' ')).toBe('9:00 AM – 6:00 PM')
  })

  test('use the 24-hour clock and a capitalised first weekday in Russian', () => {
    expect(businessHours('ru')).toEqual({
      days: expect.stringMatching(/^Понедельник\s–\sпятница$/),
      time: '09:00–18:00',
    })
  })

  test('are written in Armenian', () => {
    expect(businessHours('am').days).toMatch(/^Երկուշաբթի/)
  })

  test('use Persian weekday names and Persian digits', () => {
    const { days, time } = businessHours('fa')
    expect(days).toContain('دوشنبه')
    expect(days).toContain('جمعه')
    expect(time).toContain('۹:۰۰')
    expect(time).toContain('۱۸:۰۰')
  })
})
