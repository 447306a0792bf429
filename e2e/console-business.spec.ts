import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { findInMail } from './mailbox.ts'
import { operatorTokens, someAddress } from './operator.ts'

// Running the business from the console, in Persian on a desktop (docs/product.md#staff-and-roles,
// #review-moderation, #catalogue-import-and-export, #audit-trail, #analytics): the demo admin
// invites an operator, who hides a review and imports a price list; the admin reads both in the
// audit trail and sees the week's orders on the console's home. Every console page it opens is
// checked with axe. The price it changes is put back at the end.

const lang = 'fa'
const tr = (key: string, values: Record<string, string | number> = {}) => t(lang, key, values)
/** A text that begins with the fixed part of a translation, before its first placeholder. */
const startingWith = (key: string) =>
  new RegExp(
    `^${tr(key)
      .split('{{')[0]!
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  )

/** The fields of one CSV line (RFC 4180 quoting). */
function csvFields(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (c === ',' && !quoted) {
      fields.push(field)
      field = ''
    } else {
      field += c
    }
  }
  return [...fields, field]
}

/**
 * A variation that is not its product's first (its price is on no card nor in any listing), from
 * the catalogue's own export: its SKU and price.
 */
async function someSecondVariation(request: APIRequestContext, access: string) {
  const res = await request.get('/api/ops/catalog/export/?format=csv', {
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(res.status()).toBe(200)
  const [header, ...rows] = (await res.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
  const columns = csvFields(header!)
  const at = (row: string[], name: string) => row[columns.indexOf(name)]!
  const parsed = rows.map(csvFields)
  const second = parsed.findLast(
    (row, i) => i > 0 && at(row, 'product_id') === at(parsed[i - 1]!, 'product_id'),
  )
  expect(second, 'a product with two variations').toBeDefined()
  return { sku: at(second!, 'sku'), price: Number(at(second!, 'price')) }
}

async function importPrices(request: APIRequestContext, access: string, csv: string) {
  const res = await request.post('/api/ops/catalog/import/', {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      dry_run: 'false',
      file: { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('an admin invites an operator, who hides a review and imports a price list; the admin reads both in the audit trail', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, 'a desktop flow; the console pages are checked on phones elsewhere')
  test.setTimeout(150_000)
  const suffix = randomUUID().slice(0, 8)
  const admin = await operatorTokens(request)
  const toast = (text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible()

  // A buyer's review the operator will hide: one of its own, so no demo rating moves for others.
  const buyer = await registerBuyer(request, { lang })
  const comment = `لینک تبلیغاتی ${suffix}`
  const product = 1
  const reviewed = await request.post('/api/customer/review/', {
    headers: { Authorization: `Bearer ${buyer.access}` },
    data: { product, rating: 1, comment },
  })
  expect(reviewed.status(), await reviewed.text()).toBeLessThan(300)

  // The admin invites an operator.
  await signInAs(page, admin)
  const email = `operator-${suffix}@staff.caravanserai.example`
  await visit(`/${lang}/ops/staff`)
  await expect(page.getByRole('heading', { level: 1, name: tr('staff:title') })).toBeVisible()
  await page.getByLabel(tr('staff:invite.email'), { exact: true }).fill(email)
  await page.getByLabel(tr('staff:invite.firstName'), { exact: true }).fill('سارا')
  await page.getByLabel(tr('staff:invite.lastName'), { exact: true }).fill('کریمی')
  await page.getByLabel(tr('staff:invite.role'), { exact: true }).selectOption('operator')
  await page.getByLabel(tr('staff:invite.language'), { exact: true }).selectOption(lang)
  await page.getByRole('button', { name: tr('staff:invite.submit') }).click()
  await toast(tr('staff:invite.sent', { email }))
  await expect(page.getByRole('main').getByText(tr('staff:list.pending')).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The operator follows the link, chooses a password and signs in.
  const link = await findInMail(email, new RegExp(`/${lang}/staff-invite/[\\w-]+/[\\w-]+`))
  await page.evaluate(() => localStorage.clear())
  await visit(link)
  await expect(page.getByRole('heading', { level: 1, name: tr('auth:staffInvite.title') })).toBeVisible()
  const password = `Karimi-Console-${suffix}`
  await page.getByLabel(tr('auth:staffInvite.firstName'), { exact: true }).fill('سارا')
  await page.getByLabel(tr('auth:labels.newPassword'), { exact: true }).fill(password)
  await page.getByLabel(tr('auth:labels.confirmNewPassword'), { exact: true }).fill(password)
  await page.getByRole('button', { name: tr('auth:staffInvite.submit') }).click()
  await expect(page.getByText(tr('auth:staffInvite.doneTitle'))).toBeVisible()
  const signedIn = await request.post('/api/accounts/token/', {
    headers: { 'X-Forwarded-For': someAddress() },
    data: { email, password },
  })
  expect(signedIn.status()).toBe(200)
  const operator = (await signedIn.json()) as { access: string; refresh: string }
  await signInAs(page, operator)

  // An operator is not shown the admin's sections, and is told so at their address.
  await visit(`/${lang}/ops/audit`)
  await expect(page.getByText(tr('ops:access.adminOnly'))).toBeVisible()
  const nav = page.getByRole('navigation', { name: tr('ops:shell.nav') })
  await expect(nav.getByRole('link', { name: tr('staff:meta.title') })).toHaveCount(0)

  // The operator hides the review, with a reason for its author.
  await visit(`/${lang}/ops/reviews?product=${product}`)
  const review = page.getByRole('article').filter({ hasText: comment })
  await review.getByRole('button', { name: tr('moderation:hide.action') }).click()
  const dialog = page.getByRole('alertdialog', { name: tr('moderation:hide.title') })
  await dialog.getByLabel(tr('moderation:hide.reason')).fill('تبلیغ و لینک بیرونی')
  await dialog.getByRole('button', { name: tr('moderation:hide.confirm') }).click()
  await toast(tr('moderation:hide.done'))
  await expect(review.getByText(tr('moderation:state.hidden'), { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // …and imports a price list of one line, checked before it is written.
  const variation = await someSecondVariation(request, operator.access)
  const price = (variation.price + 1).toFixed(2)
  await visit(`/${lang}/ops/import`)
  await page.getByLabel(tr('catalogImport:upload.choose')).setInputFiles({
    name: 'price-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`sku,price\r\n${variation.sku},${price}\r\n`),
  })
  await page.getByRole('button', { name: tr('catalogImport:upload.check') }).click()
  await expect(page.getByText(tr('catalogImport:report.ready'))).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: startingWith('catalogImport:run.import') }).click()
  await expect(page.getByText(tr('catalogImport:report.done'))).toBeVisible({ timeout: 20_000 })

  // The admin reads both in the audit trail, and sees the week's orders on the console's home.
  await signInAs(page, admin)
  await visit(`/${lang}/ops/audit`)
  const trail = page.getByRole('list', { name: tr('audit:trail.list') })
  await expect(trail.getByText(tr('audit:actions.review.hide')).first()).toBeVisible()
  await expect(trail.getByText(tr('audit:actions.catalog_import.run')).first()).toBeVisible()
  await expect(trail.getByText(email).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await visit(`/${lang}/ops`)
  await expect(page.getByRole('heading', { level: 1, name: tr('analytics:home.title') })).toBeVisible()
  await expect(page.getByRole('img', { name: startingWith('analytics:weekly.summary') })).toBeVisible()
  await page
    .getByRole('button', { name: tr('analytics:chart.showTable') })
    .first()
    .click()
  await expect(page.getByRole('table', { name: tr('analytics:weekly.caption') })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  for (const path of ['customers', 'analytics', 'alerts']) {
    await visit(`/${lang}/ops/${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  }

  await importPrices(request, admin.access, `sku,price\r\n${variation.sku},${variation.price.toFixed(2)}\r\n`)
})
