import AxeBuilder from '@axe-core/playwright'
import { LANGS } from '@caravanserai/contracts/languages'
import { expect, test } from './fixtures.ts'

test.skip(({ isMobile }) => isMobile, 'one layout is enough for axe; the phone layout shares the markup')

// One test per language walks the three pages: the scripts a reader's browser keeps from page to
// page are kept here too, instead of a cold browser per page.
for (const lang of LANGS) {
  test(`home, catalogue and product in ${lang} have no serious or critical axe violation`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(120_000)
    for (const path of ['', '/products', '/product/1']) {
      await test.step(`/${lang}${path}`, async () => {
        await visit(`/${lang}${path}`)
        await expect(page.locator('main')).toBeVisible()
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze()
        const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `/${lang}${path}`,
        ).toEqual([])
      })
    }
  })
}
