import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'

test.describe.configure({ timeout: 60_000 })

const shot = (name: string) => `test-results/screenshots/${name}-${test.info().project.name}.png`

/** The digits a page in `lang` writes: Persian digits in fa (the stepper shows no grouping). */
const digits = (lang: 'en' | 'fa', n: number) =>
  lang === 'fa' ? String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : String(n)

type Variation = { price: number; stock: number; minimum_order_quantity: number }

for (const lang of ['en', 'fa'] as const) {
  test(`the product page in ${lang}: facts, variations, quantity rules and subtotal`, async ({
    page,
    visit,
    request,
  }) => {
    // Other tests order this product too: the stock is read now, not assumed from the seed.
    const product = await (await request.get('/api/products/1/')).json()
    const [first, second] = product.product_variations as Variation[]
    await visit(`/${lang}/product/1`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The gallery's picture is described in the page's language (here, by the product's name).
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await expect(page.locator('main').getByRole('img', { name, exact: true }).first()).toBeVisible()
    await expect(
      page
        .getByRole('img', { name: t(lang, 'product:rating', { rating: lang === 'fa' ? '۵' : '5' }) })
        .first(),
    ).toBeVisible()
    const quantity = page.getByRole('textbox', { name: t(lang, 'product:purchase.quantity') })
    const minimum = digits(lang, first!.minimum_order_quantity)
    await expect(quantity).toHaveValue(minimum)
    // Below the minimum is ignored once the field is left; above the stock is clamped.
    await quantity.fill('10')
    await quantity.blur()
    await expect(quantity).toHaveValue(minimum)
    await quantity.fill('99999')
    await expect(quantity).toHaveValue(digits(lang, first!.stock))
    await page.getByRole('button', { name: t(lang, 'product:purchase.decrease') }).click()
    await expect(quantity).toHaveValue(digits(lang, first!.stock - 1))
    const variations = page.getByRole('group', { name: t(lang, 'product:purchase.variation') })
    await variations.getByRole('radio').nth(1).check({ force: true })
    await expect(quantity).toHaveValue(digits(lang, second!.minimum_order_quantity))
    // Formatted by the browser's own Intl, as the page formats it.
    const subtotal = await page.evaluate(
      ([locale, amount]) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
        }).format(amount),
      [lang === 'fa' ? 'fa-IR' : 'en-US', second!.price * second!.minimum_order_quantity] as const,
    )
    await expect(page.getByText(subtotal, { exact: false }).first()).toBeVisible()
    await page
      .getByRole('tab', { name: new RegExp(t(lang, 'product:tabs.reviews').split(' ')[0] ?? '') })
      .click()
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2)
    await page.screenshot({ path: shot(`product-${lang}`), fullPage: true })
  })
}

test('an out-of-stock variation cannot be added; a visitor pressing the heart goes to login', async ({
  page,
  visit,
}) => {
  await visit('/en/product/15')
  await page.getByRole('group', { name: 'Variation' }).getByRole('radio').nth(1).check({ force: true })
  await expect(page.getByText('Out of stock')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
  await page.getByRole('button', { name: 'Add to wishlist' }).click()
  await expect(page.getByText('Please login first')).toBeVisible()
  await expect(page).toHaveURL('/en/login')
})

test('print opens the print dialog, and the printed page keeps the product and drops the controls', async ({
  page,
  visit,
  request,
}) => {
  const product = await (await request.get('/api/products/1/')).json()
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 })
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  await visit('/en/product/1')
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  // Both panels print, whichever tab is open; the reviews are on paper too.
  await expect(page.getByText(product.description.slice(0, 40))).toBeVisible()
  await expect(page.getByText(product.reviews[0].comment.slice(0, 40))).toBeVisible()
  for (const hidden of [
    page.locator('header').first(),
    page.locator('footer').first(),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    page.getByRole('tablist'),
    page.getByRole('button', { name: 'Add to cart' }),
    page.getByRole('button', { name: 'Print' }),
  ]) {
    await expect(hidden).toBeHidden()
  }
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('share copies the link where there is no share sheet', async ({ page, visit, context, browserName }) => {
  test.skip(browserName !== 'chromium')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await visit('/ru/product/2')
  await page.getByRole('button', { name: t('ru', 'product:purchase.share') }).click()
  await expect(page.getByText(t('ru', 'product:share.copied'))).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/ru/product/2')
})

test('a missing product is a 404 with its own message and a way home', async ({ page }) => {
  const response = await page.goto('/fa/product/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: t('fa', 'product:notFound.title') })).toBeVisible()
  await expect(page.getByRole('link', { name: t('fa', 'product:notFound.backHome') })).toHaveAttribute(
    'href',
    '/fa',
  )
})

test('the gallery steps through the images, and its arrows follow the reading direction', async ({
  page,
  visit,
}) => {
  await visit('/fa/product/1')
  const gallery = page.getByRole('region', { name: t('fa', 'product:gallery.label') })
  const main = gallery.locator('img').first()
  const first = await main.getAttribute('src')
  const previous = await gallery
    .getByRole('button', { name: t('fa', 'product:gallery.previous') })
    .boundingBox()
  const next = await gallery.getByRole('button', { name: t('fa', 'product:gallery.next') }).boundingBox()
  expect(previous?.x ?? 0).toBeGreaterThan(next?.x ?? 0)
  await gallery.getByRole('button', { name: t('fa', 'product:gallery.next') }).click()
  await expect(main).not.toHaveAttribute('src', first ?? '')
})
