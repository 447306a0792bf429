import { expect, test } from '@playwright/test'

/** Buyers behind filtering networks often get no scripts: the pages must work as plain HTML. */
test.use({ javaScriptEnabled: false })
test.skip(({ isMobile }) => isMobile, 'the filter sidebar form is the desktop layout')

test('home, catalogue filters, pagination, header search and a product work without JavaScript', async ({
  page,
}) => {
  await page.goto('/en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Featured products' }).locator('article')).toHaveCount(10)

  await page.getByRole('link', { name: 'Find suppliers' }).click()
  await expect(page.locator('main article')).toHaveCount(12)
  const sidebar = page.getByRole('complementary', { name: 'Filters' })
  await sidebar.getByLabel('Category', { exact: true }).selectOption({ label: 'Saffron' })
  await sidebar.getByLabel('Sort by', { exact: true }).selectOption('priceDesc')
  await sidebar.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/category=1/)
  await expect(page).toHaveURL(/sort=priceDesc/)
  await expect(page.getByText('15 products found')).toBeVisible()
  await sidebar.getByLabel('Product type', { exact: true }).selectOption({ label: 'Sargol saffron threads' })
  await sidebar.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/product_type=1/)
})

test('pagination, header search and a product page work without JavaScript', async ({ page }) => {
  await page.goto('/en/products')
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click()
  await expect(page).toHaveURL('/en/products?page=2')
  await expect(page.getByText('Page 2 of 12')).toBeVisible()

  await page.locator('header').getByRole('searchbox').fill('pistachio')
  await page.locator('header').getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL('/en/products?search=pistachio')
  await page.locator('main article a').first().click()
  await expect(page).toHaveURL(/\/en\/product\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Every tab panel reads without scripts.
  await expect(
    page
      .getByRole('heading', { name: 'Reviews' })
      .or(page.getByText('No reviews yet.'))
      .or(page.locator('[role=tabpanel]').nth(1)),
  ).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/product-no-script-desktop.png', fullPage: true })
})
