import AxeBuilder from '@axe-core/playwright'
import { LANGS } from '@caravanserai/contracts/languages'
import { expect, test } from './fixtures.ts'

test.skip(({ isMobile }) => isMobile, 'one layout is enough for axe; the phone layout shares the markup')

for (const lang of LANGS) {
  test(`home, catalogue and product in ${lang} have no serious or critical axe violation`, async ({
    page,
    visit,
  }) => {
    for (const path of ['', '/products', '/product/1']) {
      await visit(`/${lang}${path}`)
      await expect(page.locator('main')).toBeVisible()
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      )
    }
  })
}
