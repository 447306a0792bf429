import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test'
import { bearer } from './api-calls.ts'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { findInMail } from './mailbox.ts'
import { operatorDesk, operatorTokens } from './operator.ts'

// A company's approval (docs/decisions/058-company-approval-and-limits.md): an owner in Persian
// brings in a buyer, an approver and finance; the buyer's order waits for the approver on a phone,
// the approver approves in Russian, and finance sends the transfer confirmation.
const settled = expect.configure({ timeout: 20_000 })
const SLIP = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

type Session = { access: string; refresh: string }

/** The owner invites `role` by email; the invited person joins through the emailed link. */
async function bringIn(request: APIRequestContext, owner: Session, role: string) {
  const email = `${role}-${randomUUID().slice(0, 10)}@e2e.caravanserai.example`
  const invited = await request.post('/api/company/invitations/', {
    headers: { ...bearer(owner.access), 'Accept-Language': 'fa' },
    data: { email, role },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const link = await findInMail(email, /\/\w\w\/company-invite\?token=[\w-]+/)
  const token = new URL(link, 'http://x').searchParams.get('token')
  const password = 'Caravan-Member-2026'
  const joined = await request.post('/api/company/invitations/accept/', {
    data: { token, name: `Test ${role}`, password, confirm_password: password },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  return { email, ...((await joined.json()) as Session) }
}

/** A window of its own for one of the company's people, signed in, in `lang`, at the order. */
async function window(browser: Browser, session: Session, phone: boolean) {
  const { defaultBrowserType: _, ...device } = phone ? devices['Pixel 7'] : devices['Desktop Chrome']
  const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signInAs(page, session)
  return { context, page }
}

async function open(page: Page, lang: string, orderId: number) {
  await page.goto(`/${lang}/orders/${orderId}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
}

test('a buyer’s order waits for the company’s approver, who approves it; finance sends the confirmation', async ({
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'once: each person has a window of their own, the buyer a phone')
  test.setTimeout(180_000)
  const owner = await registerBuyer(request, { lang: 'fa' })
  const named = await request.patch('/api/company/', {
    headers: { ...bearer(owner.access), 'Accept-Language': 'fa' },
    data: { legal_name: 'Ararat Trading LLC', approval_threshold: '1.00' },
  })
  expect(named.status(), await named.text()).toBe(200)
  const buyer = await bringIn(request, owner, 'buyer')
  const approver = await bringIn(request, owner, 'approver')
  const finance = await bringIn(request, owner, 'finance')

  // The buyer's order, quoted by the sales team.
  const list = await request.get('/api/products/list/?page_size=24')
  const variation = (
    (await list.json()).results as {
      product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
    }[]
  )
    .map((p) => p.product_variations[0]!)
    .find((v) => v && v.stock >= v.minimum_order_quantity)!
  const added = await request.post('/api/customer/cart/create/', {
    headers: bearer(buyer.access),
    data: { product_variation: variation.id, quantity: variation.minimum_order_quantity },
  })
  expect(added.status(), await added.text()).toBe(201)
  const placed = await request.post('/api/order/request-shipping/', {
    headers: { ...bearer(buyer.access), 'Accept-Language': 'fa' },
    data: { shipping_destination: (await (await request.get('/api/destinations/')).json())[0].id },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const orderId = ((await placed.json()) as { id: number }).id
  const staff = await operatorTokens(request)
  const quoted = await request.post(`/api/ops/orders/${orderId}/quote/`, {
    headers: bearer(staff.access),
    data: { shipping_price: 185, incoterm: 'CPT', incoterm_place: 'Bavra', valid_days: 10 },
  })
  expect(quoted.status(), await quoted.text()).toBe(200)

  // On a phone, in Persian: the buyer approves the quote, and it waits for the company.
  const phone = await window(browser, buyer, true)
  await open(phone.page, 'fa', orderId)
  const fa = (key: string) => t('fa', `orders:${key}`)
  const approve = phone.page.getByRole('region', { name: fa('actions.approve_shipping_cost.title') })
  await approve.getByRole('button', { name: fa('actions.approve_shipping_cost.button') }).click()
  await phone.page
    .getByRole('alertdialog')
    .getByRole('button', { name: fa('actions.approve_shipping_cost.confirm'), exact: true })
    .click()
  const waiting = phone.page.getByRole('region', { name: fa('companyApproval.title') })
  await settled(waiting).toBeVisible()
  await expect(waiting).toContainText(fa('companyApproval.forBuyer'))
  await expect(
    phone.page.locator('header').getByText(fa('status.pending_approval'), { exact: true }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(phone.page)
  await phone.page.screenshot({
    path: 'test-results/screenshots/company-approval-waiting-phone.png',
    fullPage: true,
  })
  await phone.context.close()

  // The approver was told by email, with the way to the order.
  expect(await findInMail(approver.email, new RegExp(`/orders/${orderId}`))).toContain(`/orders/${orderId}`)

  // On the desktop, in Russian: the approver reads why and approves for the company.
  const desk = await window(browser, approver, false)
  await open(desk.page, 'ru', orderId)
  const ru = (key: string) => t('ru', `orders:${key}`)
  const asked = desk.page.getByRole('region', { name: ru('companyApproval.title') })
  await settled(asked).toContainText(ru('companyApproval.forApprover'))
  await expectNoSeriousAxeViolations(desk.page)
  await desk.page
    .getByRole('region', { name: ru('actions.approve_shipping_cost.title') })
    .getByRole('button', { name: ru('actions.approve_shipping_cost.button') })
    .click()
  await desk.page
    .getByRole('alertdialog')
    .getByRole('button', { name: ru('actions.approve_shipping_cost.confirm'), exact: true })
    .click()
  await settled(desk.page.locator('header').getByText(ru('status.processing'), { exact: true })).toBeVisible()
  await expect(desk.page.getByText(/Test approver/)).toBeVisible()
  await desk.context.close()

  // Finance sends the bank's transfer confirmation.
  const books = await window(browser, finance, false)
  await open(books.page, 'ru', orderId)
  const payment = books.page.getByRole('region', { name: ru('payment.title') })
  await books.page.getByLabel(ru('payment.upload.label')).setInputFiles({
    name: 'платёжка.pdf',
    mimeType: 'application/pdf',
    buffer: SLIP,
  })
  await payment.getByRole('button', { name: ru('payment.upload.submit') }).click()
  await settled(payment.getByText(ru('payment.proofs.state.pending'))).toBeVisible()
  await expectNoSeriousAxeViolations(books.page)
  await books.context.close()

  // In the console, the operator finds the company by name and reads its people.
  const company = (await (await request.get('/api/company/', { headers: bearer(owner.access) })).json()) as {
    id: number
  }
  const ops = await operatorDesk(browser, request)
  await ops.page.goto(`/en/ops/companies?search=${encodeURIComponent('Ararat Trading')}`)
  await expect(ops.page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  const companies = ops.page.getByRole('table', { name: t('en', 'customers:companies.caption') })
  // Other runs' companies may bear the name too: this one is the row linking to its id.
  const ours = companies
    .getByRole('row')
    .filter({ has: ops.page.locator(`a[href$="/ops/companies/${company.id}"]`) })
  await settled(ours).toHaveCount(1)
  await expectNoSeriousAxeViolations(ops.page)
  await ours.getByRole('link', { name: 'Ararat Trading LLC', exact: true }).click()
  await settled(ops.page.getByRole('heading', { level: 1, name: 'Ararat Trading LLC' })).toBeVisible()
  const people = ops.page.getByRole('region', { name: t('en', 'customers:companies.people.title') })
  const financeRow = people.getByRole('listitem').filter({ hasText: finance.email })
  await expect(financeRow).toContainText(t('en', 'customers:companies.roles.finance'))
  await expectNoSeriousAxeViolations(ops.page)
  await ops.context.close()
})
