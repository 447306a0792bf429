import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'

// The machine is shared; these walk several pages each.
test.describe.configure({ timeout: 60_000 })

const shot = (name: string) => `test-results/screenshots/${name}-${test.info().project.name}.png`

/**
 * Pages of 12 in the whole catalogue now: the demo catalogue fills exactly 12, and the console's
 * own test puts a product on sale for a few seconds while it runs.
 */
async function pagesNow(request: APIRequestContext): Promise<number> {
  const { count } = await (await request.get('/api/products/list/?page_size=1')).json()
  return Math.ceil(count / 12)
}

for (const lang of ['en', 'fa'] as const) {
  test(`the catalogue in ${lang} lists 12 products, the count and page 1 of 12`, async ({
    page,
    request,
    visit,
  }) => {
    const pages = await pagesNow(request)
    await visit(`/${lang}/products`)
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'catalog:title') })).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(12)
    const pageOf = t(lang, 'pagination.indicator', {
      page: lang === 'fa' ? '۱' : '1',
      total: new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US').format(pages),
    })
    await expect(page.getByText(pageOf)).toBeVisible()
    await page.screenshot({ path: shot(`catalogue-${lang}`), fullPage: true })
  })
}

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the sidebar shows from the large breakpoint')

  test('reads every alias from the URL and sends every attribute filter to the API', async ({
    page,
    visit,
  }) => {
    const listCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/products/list/')) listCalls.push(r.url())
    })
    await visit(
      '/en/products?query=saffron&category=1&product_type=1&price_min=5&price_max=500&attribute_2=2024+crop&attribute_3=1+g+tin',
    )
    const chips = page.getByRole('list', { name: 'Active filters' })
    for (const label of [
      'Search: saffron',
      'Saffron',
      'Sargol saffron threads',
      'Price (USD): 5 – 500',
      'Crop year: 2024 crop',
      'Packaging: 1 g tin',
    ]) {
      await expect(chips.getByRole('button', { name: `Remove filter ${label}` })).toBeVisible()
    }
    await chips.getByRole('button', { name: 'Remove filter Packaging: 1 g tin' }).click()
    await expect(page).toHaveURL(/attribute_2=2024\+crop/)
    await expect(page).not.toHaveURL(/attribute_3/)
    await expect.poll(() => listCalls.at(-1) ?? '').toContain('attribute_2=2024+crop')
    expect(listCalls.at(-1)).toContain('price_gt=5')
  })

  test('category clears the type and attributes, type needs a category, any change returns to page 1', async ({
    page,
    visit,
  }) => {
    await visit('/en/products?page=2')
    const sidebar = page.getByRole('complementary', { name: 'Filters' })
    const type = sidebar.getByLabel('Product type', { exact: true })
    await expect(type).toBeDisabled()
    await expect(sidebar.getByText('Select a category first')).toBeVisible()
    await sidebar.getByLabel('Category', { exact: true }).selectOption({ label: 'Saffron' })
    await expect(page).toHaveURL('/en/products?category=1')
    await type.selectOption({ label: 'Sargol saffron threads' })
    await expect(page).toHaveURL('/en/products?category=1&product_type=1')
    const crop = sidebar.getByLabel('Crop year', { exact: true })
    await expect(sidebar.getByRole('button', { name: 'Add a value for Crop year' })).toBeDisabled()
    await crop.fill('  2023 crop ')
    await crop.press('Enter')
    await expect(page).toHaveURL('/en/products?category=1&product_type=1&attribute_2=2023+crop')
    await expect(page.getByText('3 products found')).toBeVisible()
    await sidebar.getByLabel('Category', { exact: true }).selectOption({ label: 'Pistachios & Nuts' })
    await expect(page).toHaveURL('/en/products?category=2')
    await expect(type).toHaveValue('')
  })

  for (const lang of ['en', 'fa'] as const) {
    test(`in ${lang} the typed price bounds, the slider and the URL stay in step`, async ({
      page,
      visit,
    }) => {
      const n = (value: number) => new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US').format(value)
      const listCalls: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/products/list/')) listCalls.push(r.url())
      })
      await visit(`/${lang}/products`)
      const sidebar = page.getByRole('complementary', { name: t(lang, 'catalog:filters.title') })
      const from = sidebar.getByRole('textbox', { name: t(lang, 'catalog:filters.priceFrom'), exact: true })
      const to = sidebar.getByRole('textbox', { name: t(lang, 'catalog:filters.priceTo'), exact: true })
      const minSlider = sidebar.getByRole('slider', { name: t(lang, 'catalog:filters.priceMin') })
      const maxSlider = sidebar.getByRole('slider', { name: t(lang, 'catalog:filters.priceMax') })

      // Typed, in the page's own digits: the slider and the address follow.
      await from.fill(lang === 'fa' ? '۳۰۰' : '300')
      await expect(page).toHaveURL(`/${lang}/products?price_gt=300`)
      await expect(minSlider).toHaveValue('300')
      await expect.poll(() => listCalls.at(-1) ?? '').toContain('price_gt=300')
      // Past the slider's top: a real bound, the slider at its end.
      await to.fill('25000')
      await expect(page).toHaveURL(`/${lang}/products?price_gt=300&price_lt=25000`)
      await expect(maxSlider).toHaveValue('10000')
      await to.blur()
      await expect(to).toHaveValue(n(25000).replace(/[,٬]/g, ''))

      // The slider moves the typed bound; at its extreme the bound is open again.
      await minSlider.focus()
      await minSlider.press('ArrowRight')
      await expect(from).toHaveValue(n(350))
      await expect(page).toHaveURL(`/${lang}/products?price_gt=350&price_lt=25000`)
      await minSlider.press('Home')
      await expect(from).toHaveValue('')
      await expect(page).toHaveURL(`/${lang}/products?price_lt=25000`)

      // A minimum above the maximum, or a price that is not whole dollars, is refused in place.
      await from.fill('30000')
      await expect(from).toHaveAttribute('aria-invalid', 'true')
      await expect(sidebar.getByText(t(lang, 'catalog:filters.priceProblem'))).toBeVisible()
      await from.fill('12.5')
      await expect(sidebar.getByText(t(lang, 'catalog:filters.priceProblem'))).toBeVisible()
      await expect(page).toHaveURL(`/${lang}/products?price_lt=25000`)
      await from.blur()
      await expect(from).toHaveValue('')
      await expect(sidebar.getByText(t(lang, 'catalog:filters.priceProblem'))).toHaveCount(0)

      // The address sets both on arrival.
      await visit(`/${lang}/products?price_min=1200&price_max=4000`)
      await expect(from).toHaveValue(n(1200).replace(/[,٬]/g, ''))
      await expect(to).toHaveValue(n(4000).replace(/[,٬]/g, ''))
      await expect(maxSlider).toHaveValue('4000')
    })
  }

  test('a value with commas, picked from the suggestions, finds its products', async ({ page, visit }) => {
    await visit('/en/products')
    const sidebar = page.getByRole('complementary', { name: 'Filters' })
    await sidebar.getByLabel('Category', { exact: true }).selectOption({ label: 'Steel & Copper' })
    await expect(page).toHaveURL(/category=\d+$/)
    await sidebar.getByLabel('Product type', { exact: true }).selectOption({ label: 'Hot-rolled coil' })
    await expect(page).toHaveURL(/product_type=\d+$/)
    const width = sidebar.getByLabel('Width', { exact: true })
    const suggestion = await sidebar
      .locator(`datalist#${await width.getAttribute('list')} option`)
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).find((v) => v.includes(',')),
      )
    expect(suggestion).toBe('1,250 mm')
    await width.fill(suggestion!)
    await width.press('Enter')
    await expect(page).toHaveURL(/attribute_\d+=1%2C250\+mm/)
    await expect(page.locator('main article').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: t('en', 'catalog:list.emptyTitle') })).toHaveCount(0)
  })

  test('pages by number with the window rule, and back returns to page 1 without a page parameter', async ({
    page,
    request,
    visit,
  }) => {
    const last = await pagesNow(request)
    await visit('/en/products')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL('/en/products?page=2')
    await expect(page.getByText(`Page 2 of ${last}`)).toBeVisible()
    await pages.getByRole('link', { name: `Page ${last}`, exact: true }).click()
    await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible()
    await expect(pages.locator('li', { hasText: '…' })).toHaveCount(1)
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('/en/products')
    await expect(page.getByText(`Page 1 of ${last}`)).toBeVisible()
  })

  test('toggles between 3 and 4 columns, 4 by default', async ({ page, visit }) => {
    await visit('/en/products')
    await expect(page.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: '3 columns' }).click()
    const first = await page.locator('main article').nth(0).boundingBox()
    const third = await page.locator('main article').nth(3).boundingBox()
    expect(Math.round(third?.y ?? 0)).toBeGreaterThan(Math.round(first?.y ?? 0))
  })

  test('shows the empty block for a search with no match, and clear-all resets everything', async ({
    page,
    visit,
  }) => {
    await visit('/fa/products?search=zzzqqqxxyy&sort=priceAsc')
    await expect(page.getByRole('heading', { name: t('fa', 'catalog:list.emptyTitle') })).toBeVisible()
    await expect(page.getByText(t('fa', 'catalog:list.emptyHint'))).toBeVisible()
    await page.getByRole('button', { name: t('fa', 'catalog:filters.clearAll') }).click()
    await expect(page).toHaveURL('/fa/products')
    await expect(page.locator('main article')).toHaveCount(12)
  })

  test('a failed load shows the error block, and retry loads the list', async ({ page, visit }) => {
    await visit('/en/products')
    let fail = true
    await page.route('**/api/products/list/**', (route) =>
      fail ? route.fulfill({ status: 400, json: { detail: 'Broken filter' } }) : route.continue(),
    )
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByLabel('Sort by', { exact: true })
      .selectOption('priceDesc')
    await expect(page.getByRole('alert').getByText('Failed to load products')).toBeVisible()
    await expect(page.getByRole('alert').getByText('Broken filter')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('main article')).toHaveCount(12)
  })
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the filter panel is for small screens')

  for (const lang of ['en', 'fa'] as const) {
    test(`in ${lang} the filter panel opens from the ${lang === 'fa' ? 'left' : 'right'} and applies a category by itself`, async ({
      page,
      visit,
    }) => {
      await visit(`/${lang}/products?sort=priceAsc`)
      const open = page.getByRole('button', { name: new RegExp(t(lang, 'catalog:filters.open')) })
      await expect(open).toContainText(lang === 'fa' ? '۱' : '1')
      await open.click()
      const panel = page.getByRole('dialog', { name: t(lang, 'catalog:filters.title') })
      await expect(panel).toBeVisible()
      const box = await panel.boundingBox()
      if (lang === 'fa') expect(Math.round(box?.x ?? -1)).toBe(0)
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390)
      await panel.getByLabel(t(lang, 'catalog:filters.category')).selectOption('1')
      await expect(page).toHaveURL(`/${lang}/products?category=1&sort=priceAsc`)
      await panel.getByRole('button', { name: t(lang, 'catalog:filters.apply') }).click()
      await expect(panel).toBeHidden()
      await expect(open).toContainText(lang === 'fa' ? '۲' : '2')
      await page.screenshot({ path: shot(`catalogue-filtered-${lang}`) })
    })
  }
})

test('a visitor adding to the cart from a card is asked to log in first', async ({ page, visit }) => {
  await visit('/en/products')
  await page
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click()
  await expect(page.getByText('Please login first')).toBeVisible()
  await expect(page).toHaveURL('/en/login')
})
