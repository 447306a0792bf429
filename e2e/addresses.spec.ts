import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Page } from '@playwright/test'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens } from './operator.ts'

// One address book (docs/decisions/021): an address the buyer saves on the addresses page is the
// one checkout and an offer's acceptance offer next, without a reload. After the save the
// connection stalls on the address list, so each page shows what the browser already holds.

const lang: Lang = 'en'
const settled = expect.configure({ timeout: 20_000 })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

type Variation = { id: number; stock: number; minimum_order_quantity: number }
type Product = { id: number; name: string; product_variations: Variation[] }

/** The demo catalogue's first product whose first variation can be ordered. */
async function orderableProduct(request: APIRequestContext) {
  const list = await request.get('/api/products/list/?page_size=24', { headers: { 'Accept-Language': lang } })
  expect(list.status(), await list.text()).toBe(200)
  const products = ((await list.json()) as { results: Product[] }).results
  const product = products.find((p) => {
    const v = p.product_variations[0]
    return v && v.stock >= v.minimum_order_quantity
  })
  if (!product) throw new Error('The demo catalogue has no product in stock')
  return { product, variation: product.product_variations[0]! }
}

/** What the buyer has before the test: an address, a cart line, and a request with an offer. */
async function buyerWithAnOffer(request: APIRequestContext, buyer: Buyer) {
  const asBuyer = { headers: { ...bearer(buyer.access), 'Accept-Language': lang } }
  const address = await request.post('/api/customer/shipping-addresses/', {
    ...asBuyer,
    data: {
      full_name: 'Ani Petrosyan',
      email_address: buyer.email,
      phone_number: '+374 10 555 123',
      address: '12 Abovyan Street',
      city: 'Yerevan',
      country: 'Armenia',
      zip_code: '0010',
      is_default_shipping: true,
    },
  })
  expect(address.status(), await address.text()).toBe(201)
  const { product, variation } = await orderableProduct(request)
  const line = await request.post('/api/customer/cart/create/', {
    ...asBuyer,
    data: { product_variation: variation.id, quantity: variation.minimum_order_quantity },
  })
  expect(line.status(), await line.text()).toBe(201)
  const [destination] = (await (await request.get('/api/destinations/', asBuyer)).json()) as { id: number }[]
  const asked = await request.post('/api/rfqs/', {
    ...asBuyer,
    data: { product: product.id, quantity: 1, unit: 'piece', shipping_destination: destination!.id },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const rfq = (await asked.json()) as { id: number; title: string }
  const operator = await operatorTokens(request)
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const offered = await request.post(`/api/ops/rfqs/${rfq.id}/offer/`, {
    headers: bearer(operator.access),
    data: {
      product_variation: variation.id,
      quantity: variation.minimum_order_quantity,
      unit_price: 12.5,
      shipping_price: 300,
      valid_until: validUntil,
    },
  })
  expect(offered.status(), await offered.text()).toBe(200)
  return rfq
}

/** From anywhere in the storefront to checkout, as the buyer goes: the header's cart, then its button. */
async function goToCheckout(page: Page) {
  await page
    .locator('header')
    .getByRole('link', { name: t(lang, 'cart.withCount_one', { count: 1 }), exact: true })
    .click()
  await settled(page).toHaveURL(`/${lang}/cart`)
  await page.getByRole('link', { name: t(lang, 'cart:cart.checkout') }).click()
  await settled(page).toHaveURL(`/${lang}/checkout`)
}

// The request's pages are a desktop flow in rfq.spec.ts; the cache under test is the same on a phone.
test.skip(({ isMobile }) => isMobile, 'a desktop flow')

test('an address saved on the addresses page is offered at once in checkout and in an offer’s acceptance', async ({
  page,
  visit,
  request,
}) => {
  test.setTimeout(120_000)
  const buyer = await registerBuyer(request, { lang })
  const rfq = await buyerWithAnOffer(request, buyer)
  await signInAs(page, buyer)

  // The request with its offer, then checkout: each offers the one address there is.
  await visit(`/${lang}/rfqs/${rfq.id}`)
  // Set on this document only: still there at the end, no page was loaded anew.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))
  const main = page.getByRole('main')
  const offer = main.getByRole('region', { name: t(lang, 'rfqs:offer.title') })
  await settled(offer.getByLabel(t(lang, 'rfqs:accept.shipTo'))).toContainText('12 Abovyan Street')
  await goToCheckout(page)
  const shipTo = main.getByLabel(t(lang, 'orders:checkout.addressChoice'))
  await settled(shipTo).toContainText('12 Abovyan Street')
  await expect(shipTo.getByRole('option')).toHaveCount(1)

  // A new address, made the default for shipping, from the link beside the choice.
  await main.getByRole('link', { name: t(lang, 'orders:checkout.manageAddresses') }).click()
  await settled(page).toHaveURL(`/${lang}/addresses`)
  await page.getByRole('button', { name: t(lang, 'account:addresses.add'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'account:addresses.addTitle') })
  const field = (name: string) => dialog.getByLabel(t(lang, `account:addresses.fields.${name}`))
  await field('full_name').fill('Petrosyan Trading Warehouse')
  await field('email_address').fill('warehouse@petrosyan.example')
  await field('phone_number').fill('+374 10 555 456')
  await field('address').fill('3 Arshakunyats Avenue')
  await field('city').fill('Yerevan')
  await field('country').fill('Armenia')
  await field('zip_code').fill('0023')
  await field('is_default_shipping').check()
  await dialog.getByRole('button', { name: t(lang, 'account:addresses.save') }).click()
  await expect(dialog).toBeHidden()
  await settled(page.getByRole('article', { name: 'Petrosyan Trading Warehouse' })).toBeVisible()
  const saved = (await (
    await request.get('/api/customer/shipping-addresses/', { headers: bearer(buyer.access) })
  ).json()) as { id: number; full_name: string }[]
  const warehouse = saved.find((a) => a.full_name === 'Petrosyan Trading Warehouse')!

  // From here the address list is asked again but never answered.
  await page.route('**/api/customer/shipping-addresses/', (route) =>
    route.request().method() === 'GET' ? undefined : route.fallback(),
  )

  await goToCheckout(page)
  await settled(shipTo).toContainText('3 Arshakunyats Avenue')
  await expect(shipTo).toHaveValue(String(warehouse.id))
  await expect(shipTo.getByRole('option')).toHaveCount(2)

  await page.getByRole('button', { name: t(lang, 'nav.account') }).click()
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: t(lang, 'nav.rfqs') })
    .click()
  await settled(page).toHaveURL(`/${lang}/rfqs`)
  await main.getByRole('link', { name: rfq.title }).click()
  await settled(page).toHaveURL(`/${lang}/rfqs/${rfq.id}`)
  const acceptShipTo = offer.getByLabel(t(lang, 'rfqs:accept.shipTo'))
  await settled(acceptShipTo).toContainText('3 Arshakunyats Avenue')
  await expect(acceptShipTo).toHaveValue(String(warehouse.id))

  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
