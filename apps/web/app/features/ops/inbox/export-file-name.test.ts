import { describe, expect, test } from 'vitest'
import { exportFileName } from './export-file-name.ts'

describe('the subscribers CSV file', () => {
  test('is named after the status it holds and the day (UTC) it was made, as the API names it', () => {
    const now = new Date('2026-03-09T23:30:00-02:00')
    expect(exportFileName(null, now)).toBe('newsletter-subscribers-2026-03-10.csv')
    expect(exportFileName('confirmed', now)).toBe('newsletter-subscribers-confirmed-2026-03-10.csv')
  })
})
