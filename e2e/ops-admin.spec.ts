import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens, someAddress } from './operator.ts'

// The console's taxonomy, destinations and inbox pages (docs/product.md#operator-console). The
// whole flow runs once, in English on the desktop; the phone checks the Persian (right-to-left)
// pages. Every row this changes is made here, with a suffix of its own: the demo rows other tests
// read stay as they are.

/** An API message of the ops catalogue, as a pattern of its longest fixed stretch. */
function apiMessage(lang: Lang, key: string): RegExp {
  const file = path.join(import.meta.dirname, `../apps/api/src/i18n/locales/ops/${lang}.json`)
  const text: string = JSON.parse(fs.readFileSync(file, 'utf8'))[key]
  const longest = text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!
  return new RegExp(longest.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

const ops = (key: string, values: Record<string, string> = {}) => t('en', `ops:${key}`, values)

/** Fills a names fieldset (its legend names it) and submits it with Enter. */
async function fillNames(
  page: Page,
  legend: string,
  names: Partial<Record<'en' | 'ru' | 'hy' | 'fa', string>>,
) {
  const group = page.getByRole('group', { name: legend })
  for (const [locale, text] of Object.entries(names))
    await group.getByLabel(ops(`names.label.${locale}`)).fill(text)
  await group.getByLabel(ops('names.label.en')).press('Enter')
}

test('an operator keeps the taxonomy and destinations, and works through messages and sign-ups', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone runs the shorter Persian check below')
  test.setTimeout(120_000)
  const suffix = randomUUID().slice(0, 6)
  const session = await operatorTokens(request)
  const auth = { Authorization: `Bearer ${session.access}` }
  await signInAs(page, session)
  const toast = (text: string) => expect(page.getByText(text)).toBeVisible()

  const category = {
    en: `Dried herbs ${suffix}`,
    ru: `Сушёные травы ${suffix}`,
    hy: `Չոր խոտեր ${suffix}`,
    fa: `گیاهان خشک ${suffix}`,
  }
  const type = `Mint ${suffix}`
  const attribute = `Cut ${suffix}`
  const renamed = `Leaf cut ${suffix}`

  await test.step('a category, a product type and an attribute with two values, then a rename', async () => {
    await visit('/en/ops/taxonomy')
    await expect(page.getByRole('heading', { level: 1, name: ops('taxonomy.title') })).toBeVisible()
    await page
      .getByRole('navigation', { name: ops('shell.nav') })
      .getByRole('link', { name: ops('shell.taxonomy') })
      .waitFor()

    await page.getByRole('button', { name: ops('taxonomy.add.category') }).click()
    // English is required: the form says so before asking the API.
    await page
      .getByRole('group', { name: ops('taxonomy.name.category') })
      .getByLabel(ops('names.label.en'))
      .press('Enter')
    await expect(page.getByText(ops('names.englishRequired'))).toBeVisible()
    await fillNames(page, ops('taxonomy.name.category'), category)
    await toast(ops('taxonomy.created', { name: category.en }))
    await expect(page).toHaveURL(/\?category=\d+$/)
    const types = page.getByRole('region', { name: ops('taxonomy.types') })
    await expect(types).toContainText(ops('taxonomy.noTypes'))

    await types.getByRole('button', { name: ops('taxonomy.add.productType') }).click()
    await fillNames(page, ops('taxonomy.name.productType'), { en: type, ru: `Мята ${suffix}` })
    await toast(ops('taxonomy.created', { name: type }))
    await expect(page).toHaveURL(/\?category=\d+&type=\d+$/)

    const attributes = page.getByRole('region', { name: ops('taxonomy.attributes') })
    await attributes.getByRole('button', { name: ops('taxonomy.add.attribute') }).click()
    await fillNames(page, ops('taxonomy.name.attribute'), { en: attribute, fa: `برش ${suffix}` })
    await toast(ops('taxonomy.created', { name: attribute }))
    for (const value of ['Whole', 'Crushed']) {
      await attributes.getByRole('button', { name: ops('taxonomy.add.attributeValue') }).click()
      await fillNames(page, ops('taxonomy.name.attributeValue'), { en: value })
      await toast(ops('taxonomy.created', { name: value }))
    }
    const values = attributes.getByRole('list', { name: ops('taxonomy.valuesOf', { name: attribute }) })
    await expect(values.getByRole('listitem')).toHaveText([/Whole/, /Crushed/])

    await attributes.getByRole('button', { name: ops('taxonomy.renameItem', { name: attribute }) }).click()
    const names = page.getByRole('group', { name: ops('taxonomy.name.attribute') })
    await expect(names.getByLabel(ops('names.label.en'))).toHaveValue(attribute)
    await expect(names.getByLabel(ops('names.label.fa'))).toHaveValue(`برش ${suffix}`)
    await expect(names.getByLabel(ops('names.label.fa'))).toHaveAttribute('dir', 'rtl')
    await fillNames(page, ops('taxonomy.name.attribute'), { en: renamed, ru: `Нарезка ${suffix}` })
    await toast(ops('taxonomy.renamed', { name: renamed }))
    await expect(
      attributes.getByRole('list', { name: ops('taxonomy.valuesOf', { name: renamed }) }),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  await test.step("the storefront's Russian catalogue filters name the new category in Russian", async () => {
    const back = page.url()
    await visit('/ru/products')
    const filters = page.getByRole('complementary', { name: t('ru', 'catalog:filters.title') })
    await expect(
      filters.getByLabel(t('ru', 'catalog:filters.category')).locator('option', { hasText: category.ru }),
    ).toHaveCount(1)
    await visit(back)
  })

  await test.step('the value, the type and the category are deleted after a confirmation', async () => {
    const attributes = page.getByRole('region', { name: ops('taxonomy.attributes') })
    await attributes.getByRole('button', { name: ops('taxonomy.deleteItem', { name: 'Crushed' }) }).click()
    let dialog = page.getByRole('alertdialog', { name: ops('taxonomy.confirmTitle.attributeValue') })
    await dialog.getByRole('button', { name: ops('taxonomy.confirm') }).click()
    await toast(ops('taxonomy.deleted', { name: 'Crushed' }))
    // The deleted row took its button along: focus goes to the page's heading, not the body.
    await expect(page.getByRole('heading', { level: 1, name: ops('taxonomy.title') })).toBeFocused()
    await expect(
      attributes
        .getByRole('list', { name: ops('taxonomy.valuesOf', { name: renamed }) })
        .getByRole('listitem'),
    ).toHaveText([/Whole/])

    await page.getByRole('button', { name: ops('taxonomy.deleteItem', { name: type }) }).click()
    dialog = page.getByRole('alertdialog', { name: ops('taxonomy.confirmTitle.productType') })
    await expect(dialog).toContainText(type)
    await dialog.getByRole('button', { name: ops('taxonomy.confirm') }).click()
    await toast(ops('taxonomy.deleted', { name: type }))
    await expect(page).toHaveURL(/\?category=\d+$/)

    await page.getByRole('button', { name: ops('taxonomy.deleteItem', { name: category.en }) }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ops('taxonomy.confirm') })
      .click()
    await toast(ops('taxonomy.deleted', { name: category.en }))
    await expect(page).toHaveURL(/\/en\/ops\/taxonomy$/)
    await expect(page.getByRole('link', { name: category.en })).toHaveCount(0)
  })

  await test.step('a demo category with products cannot be deleted: the server says why, nothing changes', async () => {
    const all = (await (await request.get('/api/ops/categories/', { headers: auth })).json()) as {
      name: string
      product_count: number
    }[]
    const used = all.find((c) => c.product_count > 0)!
    await page
      .getByRole('button', { name: ops('taxonomy.deleteItem', { name: used.name }), exact: true })
      .click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ops('taxonomy.confirm') })
      .click()
    await expect(page.getByText(apiMessage('en', 'ops.categoryInUse'))).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByRole('link', { name: used.name, exact: true })).toBeVisible()
  })

  await test.step('a destination is added, hidden from checkout, shown again and deleted', async () => {
    const name = `Gyumri depot ${suffix}`
    const atCheckout = async () =>
      ((await (await request.get('/api/destinations/')).json()) as { name: string }[]).map((d) => d.name)
    await visit('/en/ops/destinations')
    await page.getByRole('button', { name: ops('destinations.add') }).click()
    await fillNames(page, ops('destinations.name'), { en: name, fa: `انبار گیومری ${suffix}` })
    await toast(ops('destinations.created', { name }))
    const list = page.getByRole('list', { name: ops('destinations.caption') })
    const row = list.getByRole('listitem').filter({ hasText: name })
    await expect(row).toContainText(ops('destinations.shown'))
    expect(await atCheckout()).toContain(name)

    await row.getByRole('button', { name: ops('destinations.hideItem', { name }) }).click()
    await toast(ops('destinations.hiddenDone', { name }))
    await expect(row).toContainText(ops('destinations.hidden'))
    expect(await atCheckout()).not.toContain(name)

    await row.getByRole('button', { name: ops('destinations.showItem', { name }) }).click()
    await toast(ops('destinations.shownDone', { name }))
    expect(await atCheckout()).toContain(name)

    await row.getByRole('button', { name: ops('destinations.deleteItem', { name }) }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ops('destinations.confirm') })
      .click()
    await toast(ops('destinations.deleted', { name }))
    await expect(row).toHaveCount(0)
    expect(await atCheckout()).not.toContain(name)
  })

  await test.step('a contact message reaches the inbox and is marked handled', async () => {
    const subject = `Saffron samples ${suffix}`
    const sent = await request.post('/api/contact/', {
      headers: { 'X-Forwarded-For': someAddress(), 'Accept-Language': 'fa' },
      data: {
        name: 'Narges Ahmadi',
        email: `narges-${suffix}@e2e.caravanserai.example`,
        subject,
        message: 'Salam,\nلطفاً نمونهٔ زعفران بفرستید.',
        company: 'Ahmadi Trading',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    await visit('/en/ops/messages?status=open')
    await page.getByLabel(ops('messages.searchLabel')).fill(suffix)
    await page.getByLabel(ops('messages.searchLabel')).press('Enter')
    const card = page.getByRole('article', { name: subject })
    await expect(card).toContainText('Narges Ahmadi')
    await expect(card).toContainText('Ahmadi Trading')
    await expect(card).toContainText(ops('languages.fa'))
    await expect(
      card.getByRole('link', { name: `narges-${suffix}@e2e.caravanserai.example` }),
    ).toHaveAttribute('href', /^mailto:narges-/)
    await expect(card.getByText('لطفاً نمونهٔ زعفران بفرستید.')).toHaveAttribute('dir', 'auto')
    await expectNoSeriousAxeViolations(page)

    await card.getByRole('button', { name: ops('messages.markHandled') }).click()
    await toast(ops('messages.handledDone'))
    await expect(card).toHaveCount(0)
    await page.getByRole('link', { name: ops('messages.status.handled'), exact: true }).click()
    await expect(page.getByRole('article', { name: subject })).toContainText(ops('messages.status.handled'))
  })

  await test.step('a newsletter sign-up is listed and in the CSV export', async () => {
    const email = `reader-${suffix}@e2e.caravanserai.example`
    const signedUp = await request.post('/api/newsletter/', {
      headers: { 'X-Forwarded-For': someAddress(), 'Accept-Language': 'ru' },
      data: { email },
    })
    expect(signedUp.ok(), await signedUp.text()).toBe(true)
    await visit(`/en/ops/newsletter?search=${suffix}`)
    const row = page.getByRole('row', { name: new RegExp(email) })
    await expect(row).toContainText(ops('newsletter.status.pending'))
    await expect(row).toContainText(ops('languages.ru'))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: ops('newsletter.export') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('email,status,language,subscribed_at,confirmed_at,unsubscribed_at')
    expect(csv).toContain(`${email},pending,ru,`)
  })
})

test('the console sections read right to left in Persian', async ({ page, request, visit, isMobile }) => {
  test.skip(!isMobile, 'the desktop runs the whole flow in English above')
  const fa = (key: string) => t('fa', `ops:${key}`)
  await signInAs(page, await operatorTokens(request))
  await visit('/fa/ops/taxonomy')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: fa('taxonomy.title') })).toBeVisible()
  await page.getByRole('button', { name: fa('taxonomy.add.category') }).click()
  const names = page.getByRole('group', { name: fa('taxonomy.name.category') })
  await expect(names.getByLabel(fa('names.label.fa'))).toHaveAttribute('dir', 'rtl')
  await expect(names.getByLabel(fa('names.label.en'))).toHaveAttribute('dir', 'ltr')
  await page.getByRole('button', { name: fa('names.cancel') }).click()
  await expect(names).toHaveCount(0)

  await page
    .getByRole('navigation', { name: fa('shell.nav') })
    .getByRole('link', { name: fa('shell.destinations') })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: fa('destinations.title') })).toBeVisible()
  // The list's numbers are Persian digits.
  await expect(
    page
      .getByRole('list', { name: fa('destinations.caption') })
      .getByRole('listitem')
      .first(),
  ).toContainText('۱')
})
