import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { findInMail } from './mailbox.ts'
import { operatorTokens } from './operator.ts'

// Each flow runs once per project: English on the desktop, Persian on the phone.
const langOf = (isMobile: boolean): Lang => (isMobile ? 'fa' : 'en')

/** The API's messages of an area (orders, trade) in a language (fa and en are their own locales). */
const apiMessages = (lang: Lang, area: 'orders' | 'trade' = 'orders'): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, `../apps/api/src/i18n/locales/${area}/${lang}.json`),
      'utf8',
    ),
  )
/** An email's longest fixed stretch of text, as a pattern: enough to tell the emails apart. */
function emailText(lang: Lang, key: string, area: 'orders' | 'trade' = 'orders'): RegExp {
  const longest = apiMessages(lang, area)
    [key]!.split(/\{\w+\}/)
    .sort((a, b) => b.length - a.length)[0]!
  return new RegExp(longest.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

type Placed = { id: number; order_number: string }

/** The buyer's steps, through the API as the storefront would call it. */
function asBuyer(request: APIRequestContext, buyer: Buyer, lang: Lang) {
  const headers = { Authorization: `Bearer ${buyer.access}`, 'Accept-Language': lang }
  const post = async (url: string, data?: object) => {
    const res = await request.post(`/api${url}`, { headers, data: data ?? {} })
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true)
    return res.json()
  }
  return {
    async order(): Promise<Placed> {
      const product = await (await request.get('/api/products/1/')).json()
      const variation = product.product_variations.find(
        (v: { stock: number; minimum_order_quantity: number }) => v.stock >= v.minimum_order_quantity,
      )
      await post('/customer/cart/create/', {
        product_variation: variation.id,
        quantity: variation.minimum_order_quantity,
      })
      const [destination] = await (await request.get('/api/destinations/')).json()
      return post('/order/request-shipping/', { shipping_destination: destination.id })
    },
    approve: (id: number) => post(`/customer/approve-shipping-cost/${id}/`),
    received: (id: number) => post(`/customer/gain-order/${id}/`),
    complete: (id: number) => post(`/customer/complete-order/${id}/`),
  }
}

test('an operator quotes, records the payment and ships in the console while the buyer approves, receives and completes, with every email sent', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  test.setTimeout(90_000)
  test.skip(
    isMobile,
    'the console flow runs on the desktop; the phone reads the console in Persian in ops-admin.spec.ts',
  )
  const lang = langOf(isMobile)
  const ops = (key: string) => t(lang, `ops:${key}`)
  const buyer = await registerBuyer(request, { lang })
  const buyerApi = asBuyer(request, buyer, lang)
  const order = await buyerApi.order()
  const link = `/${lang}/orders/${order.id}`
  await findInMail(buyer.email, emailText(lang, 'email.orderReceived.body'))

  await signInAs(page, await operatorTokens(request))
  // The console opens on its overview, which leads to the order queue.
  await visit(`/${lang}/ops`)
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'analytics:home.title') })).toBeVisible()
  await page.getByRole('link', { name: t(lang, 'analytics:home.queue'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/ops/orders$`))
  if (!isMobile) {
    // Staff find the console in their account menu too.
    await page.getByRole('button', { name: t(lang, 'nav.account') }).click()
    await expect(page.getByRole('menuitem', { name: t(lang, 'ops.console') })).toHaveAttribute(
      'href',
      `/${lang}/ops/orders`,
    )
    await page.keyboard.press('Escape')
  }
  await expect(page.getByRole('heading', { level: 1, name: ops('queue.title') })).toBeVisible()

  await page.getByLabel(ops('queue.searchLabel')).fill(order.order_number)
  await page
    .getByRole('main')
    .getByRole('button', { name: ops('queue.search'), exact: true })
    .click()
  await expect(page).toHaveURL(/search=CS-/)
  if (!isMobile) await expectNoSeriousAxeViolations(page)
  await page.getByRole('link', { name: order.order_number }).click()

  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(order.order_number)
  await expect(heading).toContainText(ops('status.pending_shipping'))
  await expect(page.getByRole('link', { name: buyer.email })).toBeVisible()

  // Quote: a wrong amount is refused in place; the right one is confirmed, then emailed.
  const price = page.getByLabel(ops('quote.price'), { exact: true })
  await price.fill('12,5')
  await page.getByRole('button', { name: ops('quote.review') }).click()
  await expect(page.getByText(ops('fields.priceInvalid').split('{{')[0]!.trim())).toBeVisible()
  await price.fill(lang === 'fa' ? '۱۲۵٫۵۰' : '125.50')
  // The delivery terms of the proforma invoice: carriage paid to the border crossing, for 30 days.
  await page.getByLabel(ops('quote.incoterm')).selectOption('CPT')
  await page.getByLabel(ops('quote.place')).fill('Meghri')
  await page.getByLabel(ops('quote.validDays')).fill(lang === 'fa' ? '۳۰' : '30')
  await page.getByLabel(ops('quote.note')).fill('Via Meghri, two pallets')
  await page.getByRole('button', { name: ops('quote.review') }).click()
  const dialog = page.getByRole('alertdialog', { name: ops('quote.confirmTitle') })
  await expect(dialog).toContainText(order.order_number)
  await expect(dialog).toContainText('CPT')
  await expect(dialog).toContainText('Meghri')
  await dialog.getByRole('button', { name: ops('quote.confirm') }).click()
  await expect(page.getByText(ops('quote.done'))).toBeVisible()
  await expect(heading).toContainText(ops('status.pending_approval'))
  await expect(page.getByText(ops('next.pending_approval'))).toBeVisible()
  const amount = lang === 'fa' ? '۱۲۵٫۵۰' : 'US\\$125\\.50'
  await findInMail(buyer.email, new RegExp(`${amount}[\\s\\S]*${link}`))

  // The quote issued the proforma invoice, which downloads under its number.
  const documents = page.getByRole('region', { name: ops('documents.title'), exact: true })
  await expect(documents.getByRole('listitem')).toHaveCount(1)
  await expect(documents).toContainText(ops('documents.kinds.proforma_invoice'))
  const saved = page.waitForEvent('download')
  await documents.getByRole('button', { name: new RegExp(`^${ops('documents.download')}`) }).click()
  expect((await saved).suggestedFilename()).toMatch(/^PI-\d{4}-\d{5}\.pdf$/)

  await buyerApi.approve(order.id)
  await findInMail(buyer.email, emailText(lang, 'email.orderApproved.body'))
  await page.getByRole('button', { name: ops('order.refresh') }).click()
  await expect(heading).toContainText(ops('status.processing'))

  // The transfer arrives: the operator records all that is due (the form starts there, today).
  const payment = page.getByRole('region', { name: ops('payment.title'), exact: true })
  await expect(payment).toContainText(ops('paymentState.unpaid'))
  await expect(page.getByText(ops('ship.unpaidTitle'))).toBeVisible()
  await expect(payment.getByLabel(ops('payment.record.amount'))).not.toHaveValue('')
  await expect(payment.getByText(ops('payment.record.paysInFull'))).toBeVisible()
  await payment.getByRole('button', { name: ops('payment.record.review') }).click()
  const paymentDialog = page.getByRole('alertdialog', { name: ops('payment.record.confirmTitle') })
  await expect(paymentDialog).toContainText(order.order_number)
  await paymentDialog.getByRole('button', { name: ops('payment.record.confirm') }).click()
  await expect(page.getByText(ops('payment.record.done'))).toBeVisible()
  await expect(payment).toContainText(ops('paymentState.paid'))
  await expect(payment.getByRole('button', { name: ops('payment.record.review') })).toHaveCount(0)
  await findInMail(buyer.email, emailText(lang, 'email.paymentComplete.body', 'trade'))
  // Paid in full, the order ships without a reason to give.
  await expect(page.getByText(ops('ship.unpaidTitle'))).toHaveCount(0)
  await expect(page.getByLabel(ops('ship.override'))).toHaveCount(0)

  // Every unit leaves in one shipment (docs/decisions/060-shipment-milestones.md).
  const tracking = `TRK-${randomUUID().slice(0, 8).toUpperCase()}`
  await page.getByLabel(ops('shipments.create.tracking')).fill(tracking)
  await page.getByRole('button', { name: ops('shipments.create.submit') }).click()
  await expect(page.getByText(ops('shipments.create.done'))).toBeVisible()
  await expect(heading).toContainText(ops('status.shipped'))
  await expect(page.getByRole('region', { name: ops('shipments.list.title') })).toContainText(tracking)
  await findInMail(buyer.email, new RegExp(tracking))
  // Shipping issued the commercial invoice and the packing list.
  await expect(documents.getByRole('listitem')).toHaveCount(3)

  await buyerApi.received(order.id)
  await findInMail(buyer.email, emailText(lang, 'email.orderDelivered.body'))
  await buyerApi.complete(order.id)
  await findInMail(buyer.email, emailText(lang, 'email.orderCompleted.body'))

  await page.getByRole('button', { name: ops('order.refresh') }).click()
  await expect(heading).toContainText(ops('status.completed'))
  const history = page.getByRole('region', { name: ops('history.title') })
  await expect(history.getByRole('listitem')).toHaveCount(6)
  await expect(history).toContainText('Via Meghri, two pallets')
  await expect(history).toContainText(buyer.name)

  const notes = page.getByRole('region', { name: ops('notes.title') })
  await notes.getByLabel(ops('notes.label')).fill('Buyer asked for the customs papers by email.')
  await notes.getByRole('button', { name: ops('notes.add') }).click()
  await expect(notes.getByRole('listitem')).toHaveText([/Buyer asked for the customs papers by email\./])
  if (!isMobile) await expectNoSeriousAxeViolations(page)

  // Another operator quotes a second order first: the console says so in the server's words and reloads.
  const second = await buyerApi.order()
  await visit(`/${lang}/ops/orders/${second.id}`)
  await page.getByLabel(ops('quote.price'), { exact: true }).fill('40')
  await page.getByRole('button', { name: ops('quote.review') }).click()
  const operator = await operatorTokens(request)
  const first = await request.post(`/api/ops/orders/${second.id}/quote/`, {
    headers: { Authorization: `Bearer ${operator.access}` },
    data: { shipping_price: 35 },
  })
  expect(first.status()).toBe(200)
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: ops('quote.confirm') })
    .click()
  await expect(page.getByText(apiMessages(lang)['orders.wrongStatus']!)).toBeVisible()
  await expect(page.getByText(t(lang, 'toast.networkError'))).toHaveCount(0)
  await expect(heading).toContainText(ops('status.pending_approval'))
  // The first quote's form is gone; what is left is quoting again.
  await expect(page.getByRole('heading', { name: ops('quote.title'), exact: true })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: ops('requote.title'), exact: true })).toBeVisible()
})

test('an operator finds the seller and the bank accounts quotes need in the settings', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  const lang = langOf(isMobile)
  const ops = (key: string, values?: Record<string, string>) => t(lang, `ops:${key}`, values)
  await signInAs(page, await operatorTokens(request))
  await visit(`/${lang}/ops/orders`)
  await page
    .getByRole('navigation', { name: ops('shell.nav') })
    .getByRole('link', { name: ops('shell.settings') })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/ops/settings$`))
  await expect(page.getByRole('heading', { level: 1, name: ops('settings.title') })).toBeVisible()
  // The demo catalogue has a seller and the shop currency's account: quoting is ready.
  await expect(page.getByText(ops('settings.readyTitle'))).toBeVisible()
  await expect(page.getByLabel(ops('settings.profile.legal_name'))).not.toHaveValue('')
  const accounts = page.getByRole('region', { name: ops('settings.accounts.title'), exact: true })
  await expect(accounts.getByRole('heading', { name: /USD/ })).toContainText(
    ops('settings.accounts.shopCurrency'),
  )

  // A second account for a currency that has one is refused in place, before anything is sent.
  await accounts.getByRole('button', { name: ops('settings.accounts.add') }).click()
  const currency = accounts.getByRole('textbox', {
    name: new RegExp(`^${ops('settings.accounts.currency')} `),
  })
  await expect(currency).toBeFocused()
  await currency.fill('usd')
  await accounts.getByRole('button', { name: ops('settings.accounts.save') }).click()
  await expect(accounts.getByText(ops('settings.fields.currencyTaken', { currency: 'USD' }))).toBeVisible()
  if (!isMobile) await expectNoSeriousAxeViolations(page)
  await accounts.getByRole('button', { name: ops('settings.cancel') }).click()
  await expect(accounts.getByRole('button', { name: ops('settings.accounts.add') })).toBeFocused()
})

test('a visitor and a buyer opening the console are turned away', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  const lang = langOf(isMobile)
  await visit(`/${lang}/ops`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  await expect(page.getByText(t(lang, 'auth.pleaseLogin'))).toBeVisible()

  const buyer = await registerBuyer(request, { verified: false, lang })
  await signInAs(page, buyer)
  await visit(`/${lang}/ops/orders`)
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
  await expect(page.getByText(t(lang, 'ops:access.staffOnly'))).toBeVisible()
  await expect(page.getByRole('heading', { name: t(lang, 'ops:queue.title') })).toHaveCount(0)
})
