import { expectNoSeriousAxeViolations } from './axe.ts'
import { signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens } from './operator.ts'

// Supplier profiles (docs/product.md#supplier-profiles), on the demo catalogue's suppliers.
test.describe.configure({ timeout: 60_000 })

const shot = (name: string) => `test-results/screenshots/${name}-${test.info().project.name}.png`

test('a supplier page in Persian says what was verified, fits a phone, and leads to its products', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  const supplier = (await (
    await request.get('/api/suppliers/1/', { headers: { 'accept-language': 'fa' } })
  ).json()) as {
    name: string
    city: string
    is_verified: boolean
    product_count: number
  }
  await visit('/fa/suppliers/1')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible()
  await expect(page.getByText(supplier.city, { exact: false }).first()).toBeVisible()
  if (supplier.is_verified) await expect(page.getByText(t('fa', 'suppliers:verified'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: t('fa', 'suppliers:checks.title') })).toBeVisible()
  await expect(page.locator('main article').first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: shot('supplier-fa'), fullPage: true })
  if (!isMobile) await expectNoSeriousAxeViolations(page)

  await page.locator('main a[href$="/fa/products?producer=1"]').click()
  await expect(page).toHaveURL(/\/fa\/products\?producer=1$/)
  const chips = page.getByRole('list', { name: t('fa', 'catalog:chips.label') })
  await expect(chips.getByText(`${t('fa', 'catalog:chips.supplier')}: ${supplier.name}`)).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(Math.min(supplier.product_count, 12))
})

test("a product card names its supplier and links to the supplier's page", async ({
  page,
  request,
  visit,
}) => {
  await visit('/en/products')
  // Products other tests add meanwhile may have no supplier: the first card that names one.
  const link = page.locator('main article a[href*="/en/suppliers/"]').first()
  const id = /\/suppliers\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]
  const { name } = (await (await request.get(`/api/suppliers/${id}/`)).json()) as { name: string }
  await expect(link).toContainText(name)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/en/suppliers/${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 })
})

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the sidebar shows from the large breakpoint')

  test('the verified-suppliers filter narrows the list, shows as a chip and stays in the address', async ({
    page,
    request,
    visit,
  }) => {
    const count = async (query: string) =>
      (await (await request.get(`/api/products/list/?page_size=1${query}`)).json()).count as number
    const [all, verified] = [await count(''), await count('&verified_producers=true')]
    expect(verified).toBeLessThan(all)
    await visit('/en/products')
    await page.getByRole('checkbox', { name: 'Verified suppliers only' }).check()
    await expect(page).toHaveURL(/verified_producers=true/)
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByText('Verified suppliers'),
    ).toBeVisible()
    await expect(page.getByText(`${verified} products found`)).toBeVisible()
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Verified suppliers only' })).toBeChecked()
  })
})

test('an operator finds a supplier, publishes a certificate buyers can download, and deletes it', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  test.skip(
    isMobile,
    'a console flow, on the desktop; the phone reads the console in Persian in ops-admin.spec.ts',
  )
  const lang = isMobile ? 'fa' : 'en'
  const ops = (key: string, values: Record<string, string> = {}) => t(lang, `ops:${key}`, values)
  await signInAs(page, await operatorTokens(request))
  await visit(`/${lang}/ops/suppliers`)
  await page.getByLabel(ops('suppliers.list.searchLabel')).fill('Zagros')
  await page.getByLabel(ops('suppliers.list.searchLabel')).press('Enter')
  await page.getByRole('link', { name: 'Zagros Tribal Rugs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Zagros Tribal Rugs/ })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: shot(`ops-supplier-${lang}`), fullPage: true })
  if (!isMobile) await expectNoSeriousAxeViolations(page)

  const name = `Halal ${test.info().project.name} ${Date.now()}`
  await page.getByLabel(ops('suppliers.certificates.name')).fill(name)
  await page.locator('main input[type="file"]').setInputFiles({
    name: 'halal.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  })
  await page.getByRole('button', { name: ops('suppliers.certificates.upload') }).click()
  const listed = page.getByRole('link', { name })
  await expect(listed).toBeVisible()
  const download = await request.get((await listed.getAttribute('href')) ?? '')
  expect(download.headers()['content-type']).toBe('application/pdf')

  await page.getByRole('button', { name: ops('suppliers.certificates.deleteNamed', { name }) }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: ops('suppliers.certificates.confirm') })
    .click()
  await expect(listed).toHaveCount(0)
})
