import AxeBuilder from '@axe-core/playwright'
import { LANGS } from '@caravanserai/contracts/languages'
import { expect, test } from './fixtures.ts'

test.skip(({ isMobile }) => isMobile, 'one layout is enough for axe; the phone layout shares the markup')
test.describe.configure({ timeout: 60_000 })

for (const lang of LANGS) {
  for (const path of ['', '/products', '/product/1']) {
    test(`/${lang}${path} has no serious or critical axe violation`, async ({ page, visit }) => {
      await visit(`/${lang}${path}`)
      await expect(page.locator('main')).toBeVisible()
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}
