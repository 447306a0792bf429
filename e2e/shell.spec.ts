import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { BROWSER_LOCALE, text } from './languages.ts'

// Several pages and in-page navigations each; a busy 2-core machine needs more than 30 s.
test.describe.configure({ timeout: 60_000 })

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the language menu sits in the side menu on phones')

  test('switching language keeps the path and query, stores the choice and replaces history', async ({
    page,
    visit,
  }) => {
    await visit('/en/somewhere')
    await visit('/en/no-such-page?ref=mail')
    await page.getByRole('button', { name: 'Language: English' }).click()
    await expect(page.getByRole('menu')).toHaveCSS('min-width', '160px')
    await page.getByRole('menuitemradio', { name: 'فارسی' }).click()
    await expect(page).toHaveURL('/fa/no-such-page?ref=mail')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fa', 'notFound.title'))
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('fa')
    await page.goBack()
    await expect(page).toHaveURL('/en/somewhere')
  })

  test('header search goes to the catalogue with the trimmed query and clears the box; blank does nothing', async ({
    page,
    visit,
  }) => {
    await visit('/ru/no-such-page')
    const box = page.getByRole('searchbox', { name: text('ru', 'search.label') })
    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL('/ru/no-such-page')
    await box.fill('  шафран & фисташки ')
    await box.press('Enter')
    await expect(page).toHaveURL(
      '/ru/products?search=%D1%88%D0%B0%D1%84%D1%80%D0%B0%D0%BD%20%26%20%D1%84%D0%B8%D1%81%D1%82%D0%B0%D1%88%D0%BA%D0%B8',
    )
    await expect(box).toHaveValue('')
  })

  test('a visitor opening the cart is asked to log in first', async ({ page, visit }) => {
    await visit('/am/no-such-page')
    await page
      .locator('header')
      .getByRole('link', { name: text('am', 'nav.cart') })
      .click()
    await expect(page.getByText(text('am', 'auth.pleaseLogin'))).toBeVisible()
    await expect(page).toHaveURL('/am/login')
  })

  test('a signed-in user sees their name in the account menu and can log out', async ({
    page,
    visit,
    request,
  }) => {
    const buyer = await registerBuyer(request, { verified: false })
    await signInAs(page, buyer)
    await visit('/en/no-such-page')
    await page.getByRole('button', { name: 'Account' }).click()
    await expect(page.getByText(buyer.name)).toBeVisible()
    await expect(page.getByText(buyer.email)).toBeVisible()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/en')
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull()
    // The logout revoked the session on the server too: its refresh token renews nothing.
    const renewal = await request.post('/api/accounts/token/refresh/', { data: { refresh: buyer.refresh } })
    expect(renewal.status()).toBe(401)
  })
})

test.describe('phone header', () => {
  test.skip(({ isMobile }) => !isMobile, 'the side menu is for small screens')

  test('the side menu opens from the reading start and closes when the language changes', async ({
    page,
    visit,
  }) => {
    await visit('/fa/no-such-page')
    await page.getByRole('button', { name: text('fa', 'nav.openMenu') }).click()
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390)
    await menu.getByRole('link', { name: 'English' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/en/no-such-page')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  test('the search button on small screens links to the catalogue', async ({ page, visit }) => {
    await visit('/en/no-such-page')
    await expect(page.getByRole('link', { name: 'Search products' })).toHaveAttribute('href', '/en/products')
  })
})

for (const lang of ['en', 'fa'] as const) {
  test.describe(`in ${lang}`, () => {
    // The root picks the browser's language again after the reload.
    test.use({ locale: BROWSER_LOCALE[lang] })
    test('a page that fails shows the error page, and Reload App signs out and starts again', async ({
      page,
      request,
      visit,
      isMobile,
    }) => {
      test.skip(isMobile !== (lang === 'fa'), 'English on the desktop, Persian on the phone')
      await signInAs(page, await registerBuyer(request))
      await visit(`/${lang}`)
      // The server fails the next page's data, as a broken deploy or an outage would.
      await page.route('**/faq.data*', (route) => route.fulfill({ status: 500, body: 'Internal failure' }))
      await page
        .locator('footer')
        .getByRole('link', { name: text(lang, 'nav.faq') })
        .click()

      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'error.title') })).toBeVisible()
      await expect(page.getByText(text(lang, 'error.message'))).toBeVisible()
      const details = page.getByRole('region', { name: text(lang, 'error.details') })
      await expect(details).toContainText('500')
      await page.unroute('**/faq.data*')
      await page.getByRole('button', { name: text(lang, 'error.reload') }).click()
      // Back to the start: the root picks the stored language, and the session keys are gone.
      await expect(page).toHaveURL(`/${lang}`)
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
      await expect(page.locator('header').getByRole('link', { name: text(lang, 'nav.login') })).toBeVisible()
      expect(
        await page.evaluate(() =>
          ['auth_token', 'refresh_token', 'token_expiry'].map((k) => localStorage.getItem(k)),
        ),
      ).toEqual([null, null, null])
    })
  })
}
