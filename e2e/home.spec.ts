import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'

test.describe.configure({ timeout: 60_000 })

for (const lang of ['en', 'fa'] as const) {
  test(`the home page in ${lang} has every section in order`, async ({ page, visit }) => {
    await visit(`/${lang}`)
    const headings = await page.locator('main h2').allTextContents()
    const order = [
      'home:trust.title',
      'home:destinations.title',
      'home:how.title',
      'home:featured.title',
      'home:about.title',
    ]
    expect(headings.filter((h) => order.some((k) => t(lang, k) === h))).toEqual(order.map((k) => t(lang, k)))
    await expect(page.getByRole('link', { name: t(lang, 'home:hero.findSuppliers') })).toHaveAttribute(
      'href',
      `/${lang}/products`,
    )
    await expect(page.getByRole('link', { name: t(lang, 'home:hero.registerCustomer') })).toHaveAttribute(
      'href',
      `/${lang}/register`,
    )
    const supplier = page.getByRole('link', { name: new RegExp(t(lang, 'home:hero.registerSupplier')) })
    await expect(supplier).toHaveAttribute('target', '_blank')
    await expect(supplier).toHaveAttribute('href', /^https?:\/\//)
    await expect(page.getByText(lang === 'fa' ? '۱٬۰۰۰+' : '1,000+')).toBeVisible()
    await expect(page.getByText(lang === 'fa' ? '۹۸٪' : '98%')).toBeVisible()
    const destinations = page.getByRole('region', { name: t(lang, 'home:destinations.title') })
    // The list is tripled for looping; screen readers get each destination once.
    await expect(destinations.locator('li')).toHaveCount(12)
    await expect(destinations.getByRole('listitem')).toHaveCount(4)
    const featured = page.getByRole('region', { name: t(lang, 'home:featured.title') })
    await expect(featured.locator('article')).toHaveCount(10)
    await expect(page.getByRole('link', { name: t(lang, 'home:about.routes') })).toHaveAttribute(
      'href',
      `/${lang}/routes`,
    )
    await page.screenshot({
      path: `test-results/screenshots/home-${lang}-${test.info().project.name}.png`,
      fullPage: true,
    })
  })
}

test('the featured carousel advances by itself, and stops after a click on next', async ({
  page,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, 'one carousel code on either screen; the phone checks the still one below')
  await visit('/en')
  const featured = page.getByRole('region', { name: 'Featured products' })
  const track = featured.locator('ul').first()
  // The carousel's code loads as it nears the screen.
  await featured.scrollIntoViewIfNeeded()
  await expect(featured.getByRole('button', { name: 'Next slides' })).toBeEnabled()
  const start = await track.evaluate((el) => getComputedStyle(el).transform)
  await expect
    .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 6_000 })
    .not.toBe(start)
  await featured.getByRole('button', { name: 'Next slides' }).click()
  await page.mouse.move(0, 0)
  const position = () => track.evaluate((el) => getComputedStyle(el).transform)
  // Once the scroll after the click has settled, the carousel stays where it is.
  let settled = ''
  await expect
    .poll(async () => {
      const before = await position()
      await page.waitForTimeout(300)
      settled = await position()
      return before === settled
    })
    .toBe(true)
  await page.waitForTimeout(2_600)
  expect(await position()).toBe(settled)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the destinations carousel stays still', async ({ page, visit }) => {
    await visit('/en')
    const track = page.getByRole('region', { name: 'Where we deliver' }).locator('ul').first()
    await track.scrollIntoViewIfNeeded()
    await expect(
      page.getByRole('region', { name: 'Where we deliver' }).getByRole('button', { name: 'Next slides' }),
    ).toBeEnabled()
    const start = await track.evaluate((el) => getComputedStyle(el).transform)
    await page.waitForTimeout(3_500)
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe(start)
  })
})

test('scripts are fetched only after the first text or picture is painted, then the page comes alive', async ({
  page,
  visit,
}) => {
  await visit('/fa')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(0)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint)
  // Hydrated: the language menu opens.
  await page.getByRole('button', { name: t('fa', 'common:language.current', { name: 'فارسی' }) }).click()
  await expect(page.getByRole('menu')).toBeVisible()
})
