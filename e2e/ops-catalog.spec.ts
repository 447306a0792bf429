import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens } from './operator.ts'

/** The API's console messages in English (the upload refusals the editor shows as they come). */
const apiMessage = (key: string): string =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../apps/api/src/i18n/locales/ops/en.json'), 'utf8'),
  )[key]

/** A category, type and attribute of this test's own, so no demo row is changed or counted. */
async function ownTaxonomy(request: APIRequestContext, access: string, suffix: string) {
  const headers = { Authorization: `Bearer ${access}` }
  const post = async (url: string, data: object) => {
    const res = await request.post(`/api${url}`, { headers, data })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()) as { id: number }
  }
  const category = await post('/ops/categories/', { names: { en: `Test goods ${suffix}` } })
  const type = await post('/ops/product-types/', { category: category.id, names: { en: `Rugs ${suffix}` } })
  await post('/ops/attributes/', {
    product_type: type.id,
    names: { en: 'Size' },
    values: [{ en: 'Small' }, { en: 'Large' }],
  })
  return {
    category: `Test goods ${suffix}`,
    type: `Rugs ${suffix}`,
    remove: () => request.delete(`/api/ops/categories/${category.id}/`, { headers }),
  }
}

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name })

test('an operator creates a product in four languages, sees it in Russian, reprices it, adds a picture and deletes it', async ({
  page,
  request,
  visit,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'the long flow runs once, on the desktop; the phone checks Persian below')
  test.setTimeout(90_000)
  const ops = (key: string, values?: Record<string, string>) => t('en', `ops:${key}`, values)
  const suffix = randomUUID().slice(0, 8)
  const names = {
    en: `Kilim runner ${suffix}`,
    ru: `Ковровая дорожка ${suffix}`,
    hy: `Կարպետ ${suffix}`,
    fa: `گلیم ${suffix}`,
  }
  const tokens = await operatorTokens(request)
  const taxonomy = await ownTaxonomy(request, tokens.access, suffix)
  await signInAs(page, tokens)

  await test.step('create with two variations and four-language names', async () => {
    await visit('/en/ops/products')
    await expect(page.getByRole('heading', { level: 1, name: ops('products.list.title') })).toBeVisible()
    await page.getByRole('link', { name: ops('products.list.new') }).click()
    await expect(page.getByRole('heading', { level: 1, name: ops('products.editor.newTitle') })).toBeVisible()

    // Nothing filled in: the form says what is missing, field by field.
    await page.getByRole('button', { name: ops('products.editor.create') }).click()
    await expect(page.getByText(ops('products.fields.categoryRequired'))).toBeVisible()
    await expect(page.getByText(ops('products.fields.englishRequired'))).toBeVisible()

    await page
      .getByRole('combobox', { name: ops('products.editor.category'), exact: true })
      .selectOption({ label: taxonomy.category })
    await page
      .getByRole('combobox', { name: ops('products.editor.productType'), exact: true })
      .selectOption({ label: taxonomy.type })
    await page.getByLabel(ops('products.editor.producer')).fill(`Ararat Looms ${suffix}`)
    for (const [locale, name] of Object.entries(names)) {
      const language = group(page, new RegExp(`^${ops(`products.languages.${locale}`)}`))
      await language.getByLabel(ops('products.editor.name')).fill(name)
    }
    await group(page, /^English/)
      .getByLabel(ops('products.editor.description'))
      .fill('Flat-woven wool.')

    const first = group(page, ops('products.variations.default', { number: '1' }))
    await first.getByLabel(/English/).fill('60 × 200 cm')
    await first.getByLabel(/Russian/).fill('60 × 200 см')
    await first.getByLabel(/^Price/).fill('120.50')
    await first.getByLabel(ops('products.variations.stock')).fill('30')
    await first.getByLabel('Size').selectOption({ label: 'Small' })
    await page.getByRole('button', { name: ops('products.variations.add') }).click()
    const second = group(page, ops('products.variations.title', { number: '2' }))
    await second.getByLabel(/English/).fill('80 × 300 cm')
    await second.getByLabel(/^Price/).fill('1,250')
    await second.getByLabel(ops('products.variations.stock')).fill('5')
    await second.getByLabel(ops('products.variations.minimum')).fill('2')
    await second.getByLabel('Size').selectOption({ label: 'Large' })

    await page.getByRole('button', { name: ops('products.editor.create') }).click()
    await expect(page).toHaveURL(/\/en\/ops\/products\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names.en)
    await expectNoSeriousAxeViolations(page)
  })
  const id = Number(page.url().split('/').pop())

  await test.step('the storefront shows it in Russian', async () => {
    await visit(`/ru/product/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: names.ru })).toBeVisible()
  })

  await test.step('reprice the default variation', async () => {
    await visit(`/en/ops/products/${id}`)
    const first = group(page, ops('products.variations.default', { number: '1' }))
    await expect(first.getByLabel(/^Price/)).toHaveValue('120.50')
    await first.getByLabel(/^Price/).fill('99.90')
    await page.getByRole('button', { name: ops('products.editor.save') }).click()
    await expect(page.getByText(ops('products.editor.saved'))).toBeVisible()
    const product = await (await request.get(`/api/products/${id}/`)).json()
    expect(product.price).toBe(99.9)
    expect(product.product_variations).toHaveLength(2)
  })

  await test.step('pictures: one added, a wrong file and an oversized one refused', async () => {
    const first = group(page, ops('products.variations.default', { number: '1' }))
    const picker = first.getByLabel(ops('products.images.add'))
    const png = testInfo.outputPath('loom.png')
    await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b45309' } })
      .png()
      .toFile(png)
    await picker.setInputFiles(png)
    await expect(first.getByRole('listitem').getByRole('img')).toHaveCount(1)
    await expect(first.getByRole('listitem').getByRole('img')).toHaveAttribute('alt', /\S/)
    await expect(first.getByText(ops('products.images.first'))).toBeVisible()

    await picker.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    })
    await expect(first.getByRole('alert')).toHaveText(apiMessage('ops.imageType'))

    const big = Buffer.alloc(8 * 1024 * 1024 + 1)
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    await expect(first.getByRole('alert')).toHaveText(ops('products.images.tooLarge', { max: '8' }))
    await expect(first.getByRole('listitem').getByRole('img')).toHaveCount(1)
  })

  await test.step('the picture described in two languages: each page reads its own', async () => {
    const first = group(page, ops('products.variations.default', { number: '1' }))
    await first.getByRole('button', { name: ops('products.images.describe', { position: '1' }) }).click()
    const texts = group(page, ops('products.images.describeLegend', { position: '1' }))
    await texts.getByLabel(new RegExp(`^${ops('names.label.en')}`)).fill('A hand-knotted loom sample in rust')
    await texts.getByLabel(new RegExp(`^${ops('names.label.fa')}`)).fill('نمونهٔ دار قالی گره‌ای به رنگ زنگاری')
    await page.getByRole('button', { name: ops('products.images.saveDescription') }).click()
    await expect(page.getByText(ops('products.images.described'))).toBeVisible()
    await expect(first.getByRole('listitem').getByRole('img')).toHaveAttribute(
      'alt',
      'A hand-knotted loom sample in rust',
    )
    const altIn = async (lang: string) =>
      (await (await request.get(`/api/products/${id}/`, { headers: { 'Accept-Language': lang } })).json())
        .product_variations[0].images[0].alt
    expect(await altIn('fa')).toBe('نمونهٔ دار قالی گره‌ای به رنگ زنگاری')
    expect(await altIn('ru')).toBe('A hand-knotted loom sample in rust')
  })

  await test.step('delete it: gone from the storefront', async () => {
    await page.getByRole('button', { name: ops('products.editor.delete') }).click()
    const dialog = page.getByRole('alertdialog', { name: ops('products.editor.deleteTitle') })
    await dialog.getByRole('button', { name: ops('products.editor.deleteConfirm') }).click()
    await expect(page).toHaveURL(/\/en\/ops\/products$/)
    await expectNoSeriousAxeViolations(page)
    const response = await page.goto(`/en/product/${id}`)
    expect(response?.status()).toBe(404)
  })
  await taxonomy.remove()
})

test('the catalogue in Persian runs right to left and checks the form in Persian; a buyer is sent home', async ({
  page,
  request,
  visit,
}) => {
  const lang: Lang = 'fa'
  const ops = (key: string) => t(lang, `ops:${key}`)
  await signInAs(page, await operatorTokens(request))
  await visit(`/${lang}/ops/products`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: ops('products.list.title') })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('link', { name: ops('products.list.new') }).click()
  await page.getByRole('button', { name: ops('products.editor.create') }).click()
  await expect(page.getByText(ops('products.fields.typeRequired'))).toBeVisible()
  await expect(page.getByText(ops('products.fields.priceRequired'))).toBeVisible()

  const buyer = await registerBuyer(request, { verified: false, lang: 'en' })
  await signInAs(page, buyer)
  await visit('/en/ops/products')
  await expect(page).toHaveURL(/\/en$/)
})
