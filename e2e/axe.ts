import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * No serious or critical WCAG 2.1 AA violation on the page. Colours are read at rest: transitions
 * and animations are stopped while axe runs, or a button just enabled (its background fading in
 * from half opacity over 150 ms) is measured mid-fade. Toasts are left out: they come and go over
 * the page whenever a flow has just shown one.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  })
  try {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .exclude('[data-sonner-toaster]')
      .analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  } finally {
    await still.evaluate((style) => (style as Element).remove()).catch(() => {})
  }
}
