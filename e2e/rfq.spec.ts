import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { findInMail } from './mailbox.ts'
import { operatorTokens } from './operator.ts'

// A request for quotation from start to order (docs/product.md#requests-for-quotation): a buyer
// in Russian asks for two tonnes of a catalogue product, an operator offers two thousand units of
// its variation in the console, and the buyer accepts: the offer becomes an order at the approved
// stage, with its proforma invoice.

const lang: Lang = 'ru'
const settled = expect.configure({ timeout: 20_000 })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
/** How many of the variation's units the operator offers; the variation must have them in stock. */
const OFFERED = 2000
const price = (value: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    value,
  )

type Variation = { id: number; name: string; stock: number }

/**
 * The listed product whose first variation (the one its page starts with) has the most stock:
 * the other specs' orders take a few units at a time, and this offer still finds enough.
 */
async function wellStockedProduct(request: APIRequestContext) {
  const list = await request.get('/api/products/list/?page_size=100', {
    headers: { 'Accept-Language': lang },
  })
  expect(list.status(), await list.text()).toBe(200)
  const products = (await list.json()).results as {
    id: number
    name: string
    product_variations: Variation[]
  }[]
  const [best] = products
    .flatMap((product) => product.product_variations.slice(0, 1).map((variation) => ({ product, variation })))
    .sort((a, b) => b.variation.stock - a.variation.stock)
  expect(best?.variation.stock).toBeGreaterThanOrEqual(OFFERED)
  return best!
}

/** The buyer's default shipping address, which the acceptance offers first. */
async function addAddress(request: APIRequestContext, buyer: Buyer) {
  const res = await request.post('/api/customer/shipping-addresses/', {
    headers: { ...bearer(buyer.access), 'Accept-Language': lang },
    data: {
      full_name: 'Анна Петросян',
      email_address: buyer.email,
      phone_number: '+7 495 555-01-23',
      company_name: 'ООО «Караван Трейд»',
      address: 'ул. Большая Ордынка, 40',
      city: 'Москва',
      country: 'Россия',
      zip_code: '119017',
      is_default_shipping: true,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** The operator's console: a browser of its own beside the buyer's. */
const withDesk = test.extend<{ desk: Page }>({
  desk: async ({ browser }, use) => {
    const context = await browser.newContext()
    await use(await context.newPage())
    await context.close()
  },
})

// The order pages on a phone are trade-loop.spec.ts's; the console is a desktop's.
withDesk.skip(({ isMobile }) => isMobile, 'a desktop flow')

withDesk(
  'a buyer in Russian asks for 2 tonnes of a product, the operator offers, the buyer accepts and the order follows',
  async ({ page, desk, visit, request }) => {
    withDesk.setTimeout(180_000)
    const buyer = await registerBuyer(request, { lang })
    await addAddress(request, buyer)
    const { product, variation } = await wellStockedProduct(request)
    const [destination] = (await (
      await request.get('/api/destinations/', { headers: { 'Accept-Language': lang } })
    ).json()) as { id: number; name: string }[]

    // The buyer asks from the product's page: the form comes with the product in it.
    await signInAs(page, buyer)
    await visit(`/${lang}/product/${product.id}`)
    await page.getByRole('link', { name: t(lang, 'product:purchase.requestQuote') }).click()
    await settled(page).toHaveURL(new RegExp(`/${lang}/rfqs/new\\?product=${product.id}`))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: t(lang, 'rfqs:form.heading') })).toBeVisible()
    const quantity = main.getByLabel(t(lang, 'rfqs:form.quantity'), { exact: true })
    await settled(quantity).toBeVisible()
    await expect(main.getByRole('link', { name: product.name, exact: true })).toBeVisible()
    await quantity.fill('2')
    await main.getByLabel(t(lang, 'rfqs:form.unit')).selectOption({ label: t(lang, 'rfqs:units.tonne') })
    await main.getByLabel(t(lang, 'rfqs:form.destination')).selectOption({ label: destination!.name })
    await main
      .getByLabel(new RegExp(`^${t(lang, 'rfqs:form.details')}`))
      .fill('Нужна одна поставка до конца квартала, упаковка по 1 кг.')
    await expectNoSeriousAxeViolations(page)
    await main.getByRole('button', { name: t(lang, 'rfqs:form.submit') }).click()

    // The request's own page: open, waiting for the sales team.
    await settled(page).toHaveURL(new RegExp(`/${lang}/rfqs/\\d+$`))
    const rfqId = Number(new URL(page.url()).pathname.split('/').pop())
    const header = main.locator('header')
    await settled(header.getByText(t(lang, 'rfqs:status.open'), { exact: true })).toBeVisible()
    await expect(main.getByText(t(lang, 'rfqs:stage.waitingTitle'))).toBeVisible()
    await expect(main.getByText(t(lang, 'rfqs:quantity.tonne_few', { count: 2 }))).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    const { rfq_number: rfqNumber } = await (
      await request.get(`/api/rfqs/${rfqId}/`, { headers: bearer(buyer.access) })
    ).json()

    // The operator finds it among the open requests and offers two thousand units of the variation.
    await signInAs(desk, await operatorTokens(request))
    await desk.goto(`/${lang}/ops/rfqs?status=open`)
    await expect(desk.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
    await settled(desk.getByRole('link', { name: rfqNumber, exact: true })).toBeVisible()
    await desk.getByRole('link', { name: rfqNumber, exact: true }).click()
    const heading = desk.getByRole('heading', { level: 1 })
    await settled(heading).toContainText(rfqNumber)
    await expect(heading).toContainText(t(lang, 'rfqs:status.open'))
    const offer = desk.getByRole('region', { name: t(lang, 'rfqs:ops.offer.title') })
    await offer.getByLabel(t(lang, 'rfqs:ops.offer.variation')).selectOption(String(variation.id))
    await offer.getByLabel(t(lang, 'rfqs:ops.offer.quantity')).fill(String(OFFERED))
    await offer.getByLabel(t(lang, 'rfqs:ops.offer.unitPrice')).fill('5,80')
    await offer.getByLabel(t(lang, 'rfqs:ops.offer.shipping')).fill('1 250')
    const total = price(OFFERED * 5.8 + 1250)
    await expect(offer.getByText(t(lang, 'rfqs:ops.offer.total', { total }))).toBeVisible()
    await offer.getByRole('button', { name: t(lang, 'rfqs:ops.offer.review') }).click()
    const send = desk.getByRole('alertdialog', { name: t(lang, 'rfqs:ops.offer.confirmTitle') })
    await expect(send).toContainText(rfqNumber)
    await expect(send).toContainText(total)
    await send.getByRole('button', { name: t(lang, 'rfqs:ops.offer.confirm') }).click()
    await settled(desk.getByText(t(lang, 'rfqs:ops.offer.done'))).toBeVisible()
    await expect(heading).toContainText(t(lang, 'rfqs:status.offered'))

    // The buyer follows the offer's email to the request, sees the offer and accepts it.
    const link = await findInMail(buyer.email, new RegExp(`/${lang}/rfqs/${rfqId}(?!\\d)`))
    await visit(link)
    const offered = main.getByRole('region', { name: t(lang, 'rfqs:offer.title') })
    await settled(offered).toBeVisible()
    await expect(header.getByText(t(lang, 'rfqs:status.offered'), { exact: true })).toBeVisible()
    await expect(offered).toContainText(variation.name)
    await expect(offered).toContainText(total)
    await expect(offered.getByLabel(t(lang, 'rfqs:accept.shipTo'))).toContainText('ул. Большая Ордынка, 40')
    await expectNoSeriousAxeViolations(page)
    await offered.getByRole('button', { name: t(lang, 'rfqs:accept.button') }).click()
    const accept = page.getByRole('alertdialog', { name: t(lang, 'rfqs:accept.confirmTitle') })
    await expect(accept).toContainText(total)
    await accept.getByRole('button', { name: t(lang, 'rfqs:accept.confirm') }).click()

    // The order: approved at the offer's prices, waiting for payment, with its proforma invoice.
    await settled(page).toHaveURL(new RegExp(`/${lang}/orders/\\d+$`))
    await settled(main.locator('header').getByText(t(lang, 'orders:status.processing'))).toBeVisible()
    const documents = main.getByRole('region', { name: t(lang, 'orders:documents.title') })
    await expect(documents.getByRole('listitem')).toHaveCount(1)
    await expect(documents).toContainText(t(lang, 'orders:documents.kind.proforma_invoice'))
    await expect(main).toContainText(total)
  },
)
