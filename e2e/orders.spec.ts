import AxeBuilder from '@axe-core/playwright'
import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Page } from '@playwright/test'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'

// Checkout, orders and the dashboard. One language per project: en on desktop, fa on phones.
const langOf = (isMobile: boolean): Lang => (isMobile ? 'fa' : 'en')
/** For what waits on the server after a reload or an order step (a busy machine takes its time). */
const settled = expect.configure({ timeout: 20_000 })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

type ProductRow = {
  name: string
  product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
}

/** Puts the first orderable product of the demo catalogue in the buyer's cart, as the shop would. */
async function fillCart(request: APIRequestContext, buyer: Buyer, lang: Lang): Promise<string> {
  const list = await request.get('/api/products/list/?page_size=24', { headers: { 'Accept-Language': lang } })
  const products = ((await list.json()) as { results: ProductRow[] }).results
  const product = products.find((p) => {
    const v = p.product_variations[0]
    return v && v.stock >= v.minimum_order_quantity
  })
  if (!product) throw new Error('The demo catalogue has no product in stock')
  const variation = product.product_variations[0]!
  const added = await request.post('/api/customer/cart/create/', {
    headers: bearer(buyer.access),
    data: { product_variation: variation.id, quantity: variation.minimum_order_quantity },
  })
  expect(added.status(), await added.text()).toBe(201)
  return product.name
}

/**
 * The demo operator's hand: quote, record the payment and ship through the operator API
 * (docs/product.md#operator-calls).
 */
async function operator(request: APIRequestContext) {
  const login = await request.post('/api/accounts/token/', {
    data: { email: 'operator@demo.caravanserai.example', password: 'caravan-demo-2026' },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { access } = (await login.json()) as { access: string }
  return async (orderId: number, step: 'quote' | 'payments' | 'ship', data: object) => {
    const res = await request.post(`/api/ops/orders/${orderId}/${step}/`, { headers: bearer(access), data })
    expect(res.status(), await res.text()).toBe(step === 'payments' ? 201 : 200)
    return res.json()
  }
}

async function expectNoAxeViolations(page: Page, isMobile: boolean) {
  if (isMobile) return
  // The page's own content: the shell is checked by accessibility.spec.ts, and toasts fade in
  // and out (axe would judge their colours mid-animation).
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Confirms the buyer's next step in its dialog, then waits for the order to move on. */
async function takeStep(page: Page, lang: Lang, action: string, nextStatus: string) {
  const panel = page.getByRole('region', { name: t(lang, `orders:actions.${action}.title`) })
  await panel.getByRole('button', { name: t(lang, `orders:actions.${action}.button`) }).click()
  const dialog = page.getByRole('alertdialog', { name: t(lang, `orders:actions.${action}.confirmTitle`) })
  await expect(dialog).toBeVisible()
  // The safe choice has focus first; the dialog keeps focus inside.
  await expect(dialog.getByRole('button', { name: t(lang, 'orders:actions.cancel') })).toBeFocused()
  await dialog.getByRole('button', { name: t(lang, `orders:actions.${action}.confirm`), exact: true }).click()
  await settled(dialog).toBeHidden()
  await expect(page.locator('header').getByText(t(lang, `orders:status.${nextStatus}`))).toBeVisible()
  await expect(panel).toBeHidden()
  // Focus goes to the order's heading, since the step's button is gone.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
}

test('a buyer checks out, approves the quote, receives and completes; the list and the dashboard follow', async ({
  page,
  visit,
  request,
  isMobile,
}) => {
  // A long flow (four pages, three order steps): room for a busy machine, no cost when it is not.
  test.setTimeout(180_000)
  test.skip(isMobile, 'a phone buys in Persian in trade-loop.spec.ts and trade-assurance.spec.ts')
  const lang = langOf(isMobile)
  const buyer = await registerBuyer(request, { lang })
  const productName = await fillCart(request, buyer, lang)
  await signInAs(page, buyer)

  await visit(`/${lang}/checkout`)
  const summary = page.getByRole('complementary')
  await settled(summary.getByText(productName)).toBeVisible()
  // A second tab shows the same cart; it is submitted after the first one has ordered it.
  const secondTab = await page.context().newPage()
  await secondTab.goto(`/${lang}/checkout`)
  await settled(secondTab.getByRole('complementary').getByText(productName)).toBeVisible()
  await expect(summary.getByText(t(lang, 'orders:totals.setLater'))).toHaveCount(2)
  await expect(summary.getByText(/\+$/)).toBeVisible()
  await expect(summary.getByRole('list', { name: t(lang, 'orders:checkout.nextSteps.title') })).toBeVisible()
  const destinations = page.getByRole('radio')
  await expect(destinations.first()).toBeChecked()
  const chosen = destinations.last()
  await chosen.check()
  const destinationName = ((await chosen.locator('xpath=..').textContent()) ?? '').trim()
  await page
    .getByRole('textbox', { name: t(lang, 'orders:checkout.notes') })
    .fill('Deliver on weekdays, 9–17.')
  await expectNoAxeViolations(page, isMobile)
  await summary.getByRole('button', { name: t(lang, 'orders:checkout.submit') }).click()

  await settled(page).toHaveURL(new RegExp(`/${lang}/orders/\\d+$`))
  const orderId = Number(new URL(page.url()).pathname.split('/').pop())
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(/CS-\d{6}-\w{6}/)
  const orderNumber = ((await heading.textContent()) ?? '').match(/CS-\d{6}-\w{6}/)![0]
  await expect(page.locator('header').getByText(t(lang, 'orders:status.pending_shipping'))).toBeVisible()
  await expect(page.getByText('Deliver on weekdays, 9–17.')).toBeVisible()
  await expect(page.getByText(destinationName, { exact: true })).toBeVisible()
  const timeline = page.getByRole('region', { name: t(lang, 'orders:detail.timeline') }).getByRole('listitem')
  await expect(timeline).toHaveCount(1)

  // The same cart and choices, the same key: the second tab gets the order the first made.
  await secondTab.getByRole('radio').last().check()
  await secondTab
    .getByRole('textbox', { name: t(lang, 'orders:checkout.notes') })
    .fill('Deliver on weekdays, 9–17.')
  await secondTab.getByRole('button', { name: t(lang, 'orders:checkout.submit') }).click()
  await settled(secondTab).toHaveURL(`/${lang}/orders/${orderId}`)
  await secondTab.close()

  const staff = await operator(request)
  await staff(orderId, 'quote', { shipping_price: 240.5 })
  await page.reload()
  await settled(timeline).toHaveCount(2)
  await expect(timeline.last()).toContainText(t(lang, 'orders:timeline.pending_approval'))
  await expectNoAxeViolations(page, isMobile)
  await takeStep(page, lang, 'approve_shipping_cost', 'processing')
  await expect(timeline).toHaveCount(2)
  await expect(timeline.last()).toContainText(t(lang, 'orders:timeline.processing'))

  // The buyer pays in two transfers: a dollar, then the rest.
  const { amount_due: due } = await staff(orderId, 'payments', {
    amount: 1,
    received_on: new Date().toISOString().slice(0, 10),
  })
  await staff(orderId, 'payments', { amount: due, received_on: new Date().toISOString().slice(0, 10) })
  await staff(orderId, 'ship', { tracking_number: 'TRK-E2E-4217' })
  await page.reload()
  await settled(timeline.last()).toContainText('TRK-E2E-4217')
  await takeStep(page, lang, 'mark_received', 'delivered')
  await takeStep(page, lang, 'complete', 'completed')
  await expect(timeline).toHaveCount(5)
  await expect(timeline.last()).toHaveAttribute('aria-current', 'step')

  // The singular address of the old links lands on the same page (docs/product.md#orders).
  await visit(`/${lang}/order/${orderId}`)
  await expect(page).toHaveURL(`/${lang}/orders/${orderId}`)

  await visit(`/${lang}/orders`)
  const row = page.getByRole('article').filter({ hasText: orderNumber })
  await settled(page.getByRole('article')).toHaveCount(1)
  await settled(row.getByText(t(lang, 'orders:status.completed'))).toBeVisible()

  await visit(`/${lang}/dashboard`)
  await expect(
    page.getByRole('heading', { name: t(lang, 'orders:dashboard.greeting', { name: buyer.name }) }),
  ).toBeVisible()
  await settled(page.getByText(t(lang, 'orders:dashboard.nothingWaiting'))).toBeVisible()
  await page.getByRole('tab', { name: t(lang, 'orders:dashboard.orders') }).click()
  await settled(page.getByRole('tabpanel').getByRole('link', { name: orderNumber })).toBeVisible()
  await expectNoAxeViolations(page, isMobile)
  await page.getByRole('tab', { name: t(lang, 'orders:dashboard.profile') }).click()
  await settled(page.getByRole('tabpanel').getByText(buyer.email)).toBeVisible()
  await expect(page.getByRole('tabpanel').getByText(t(lang, 'orders:profile.verified'))).toBeVisible()
})

test('an unverified buyer is told to verify at checkout and can have a new link sent', async ({
  page,
  visit,
  request,
  isMobile,
}) => {
  test.slow()
  const lang = langOf(isMobile)
  await visit(`/${lang}/checkout`)
  await expect(page.getByText(t(lang, 'orders:checkout.loginRequired'))).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: t(lang, 'orders:login.login') }),
  ).toBeVisible()

  const buyer = await registerBuyer(request, { lang, verified: false })
  await fillCart(request, buyer, lang)
  await signInAs(page, buyer)
  await visit(`/${lang}/checkout`)
  await page.getByRole('button', { name: t(lang, 'orders:checkout.submit') }).click()
  const notice = page.getByRole('alert').filter({ hasText: t(lang, 'orders:verify.title') })
  await settled(notice).toBeVisible()
  await expect(page).toHaveURL(`/${lang}/checkout`)
  await notice.getByRole('button', { name: t(lang, 'orders:verify.resend') }).click()
  await settled(page.getByRole('status').filter({ hasText: buyer.email })).toHaveText(
    t(lang, 'orders:verify.sent', { email: buyer.email }),
  )
  // The registration's link and the new one.
  await expect
    .poll(async () => {
      const res = await fetch(`${process.env.MAIL_SINK_URL}/messages?to=${encodeURIComponent(buyer.email)}`)
      const messages = (await res.json()) as { text: string }[]
      return messages.filter((m) => /\/verify-email\/[\w-]+\/[\w-]+/.test(m.text)).length
    })
    .toBe(2)

  // Someone else's order, or none: the same not-found state.
  await visit(`/${lang}/orders/2000000000`)
  await settled(page.getByRole('heading', { name: t(lang, 'orders:detail.notFound') })).toBeVisible()
})
