import { LANGS } from '@caravanserai/contracts/languages'
import { expect, test } from '@playwright/test'
import { BROWSER_LOCALE, text } from './languages.ts'

// The redirect waits for hydration, then navigates in the page (the language's texts, the home
// page's code and data): on a busy 2-core machine that can take longer than an assertion's 7 s.
test.describe.configure({ timeout: 60_000 })
const REDIRECT = { timeout: 20_000 }

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })
    // Language handling does not depend on the screen: phones check one language each way.
    test.skip(({ isMobile }) => isMobile && lang !== 'en' && lang !== 'fa', 'phones: en and fa')

    test('the bare address shows the loading screen, then replaces itself with the browser language', async ({
      page,
      request,
    }) => {
      const html = await (
        await request.get('/', { headers: { 'accept-language': BROWSER_LOCALE[lang] } })
      ).text()
      expect(html).toContain(text(lang, 'redirect.loading'))
      await page.goto('/')
      await expect(page).toHaveURL(`/${lang}`, REDIRECT)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
      // The redirect replaced the history entry: going back leaves the site rather than returning to "/".
      await page.goBack()
      expect(page.url()).toBe('about:blank')
    })

    test('an unknown page inside the language is a 404 in that language', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(`${text(lang, 'notFound.title')} | 404`)
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'notFound.title') })).toBeVisible()
      await expect(page.getByRole('link', { name: text(lang, 'notFound.goHome') })).toHaveAttribute(
        'href',
        '/',
      )
      await expect(
        page.locator('footer').getByRole('link', { name: text(lang, 'nav.privacy') }),
      ).toHaveAttribute('href', `/${lang}/privacy`)
      await page.screenshot({
        path: `test-results/screenshots/not-found-${lang}-${test.info().project.name}.png`,
        fullPage: true,
      })
    })
  })
}

test('a stored language preference wins over the browser language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fa'))
  await page.goto('/')
  await expect(page).toHaveURL('/fa', REDIRECT)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('an unknown path outside a language goes to / and on to a language', async ({ page }) => {
  const response = await page.request.get('/nowhere/at/all', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/')
  await page.goto('/nowhere')
  await expect(page).toHaveURL('/en', REDIRECT)
})
