import { expect, test } from './fixtures.ts'

// The pages a visitor lands on load no validation library: answers are checked in development and
// tests only, and a contract constant must not bring its file's schemas along (decisions/021).
test.describe('first load', () => {
  test.skip(({ isMobile }) => isMobile, 'the scripts are the same on phones')

  for (const path of ['/en', '/en/products', '/en/product/1']) {
    test(`${path} loads no zod`, async ({ page, visit }) => {
      const scripts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
      })
      // Scripts start after the first paint: hydrated means every first-load file has arrived.
      await visit(path)
      await page.waitForLoadState('networkidle')
      expect(scripts.length).toBeGreaterThan(3)
      expect(scripts.filter((script) => /\/zod-/.test(script))).toEqual([])
    })
  }
})
