import { LOCALES } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import { DEMO_CATALOGUE } from './catalogue.ts'
import { DEMO_SUPPLIERS, demoSupplierRows } from './suppliers.ts'

const isDay = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

describe('the demo supplier profiles', () => {
  test('cover every producer of the demo catalogue, and only those', () => {
    const producers = new Set(DEMO_CATALOGUE.flatMap((c) => c.products.map((p) => p.producer)))
    expect(Object.keys(DEMO_SUPPLIERS).sort()).toEqual([...producers].sort())
  })

  test.each(Object.entries(DEMO_SUPPLIERS))(
    '%s has every text, a plausible year and real days',
    (_name, supplier) => {
      const { texts, checks } = demoSupplierRows(supplier, '2026-11-28')
      expect(texts.map((t) => t.locale)).toEqual([...LOCALES])
      for (const text of texts) {
        for (const value of [text.city, text.province, text.about]) expect(value.trim()).not.toBe('')
        if (text.locale === 'fa') expect(`${text.city}${text.province}${text.about}`).not.toMatch(/[يك]/)
      }
      expect(new Set(texts.map((t) => t.about)).size).toBe(LOCALES.length)
      expect(supplier.founded).toBeGreaterThanOrEqual(1800)
      expect(supplier.founded).toBeLessThanOrEqual(2025)
      for (const check of checks) {
        expect(isDay(check.verifiedOn), check.verifiedOn).toBe(true)
        // Seeded any day, a check is of the same age: past, and holding for a year yet.
        expect(check.verifiedOn < '2026-11-28').toBe(true)
        expect(check.expiresOn > '2027-11-28').toBe(true)
      }
      const [licences, visit] = supplier.checked ?? []
      if (licences && visit) expect(visit > licences).toBe(true)
    },
  )

  test('leave a few suppliers unverified, so the verified filter shows a difference', () => {
    const unverified = Object.values(DEMO_SUPPLIERS).filter((s) => !s.checked)
    expect(unverified.length).toBeGreaterThan(0)
    expect(unverified.length).toBeLessThan(Object.keys(DEMO_SUPPLIERS).length / 4)
  })
})
