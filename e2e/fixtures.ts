import { test as base, expect, type Response } from '@playwright/test'

/**
 * `visit` opens a page and waits until React has hydrated it (root.tsx marks <html>), so clicks
 * reach their handlers rather than the server-rendered markup.
 */
export const test = base.extend<{ visit: (url: string) => Promise<Response | null> }>({
  visit: async ({ page }, use) => {
    await use(async (url) => {
      const response = await page.goto(url)
      // A cold page on a busy 2-core machine can take longer than the default wait to hydrate.
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
      return response
    })
  },
})

export { expect }
