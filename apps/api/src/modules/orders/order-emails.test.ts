import { LOCALES } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { startSmtpSink } from '../../testing/smtp-sink.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { renderEmail } from '../email/email-layout.ts'
import {
  type CancellationNotice,
  ORDER_EMAILS,
  type OrderEmailParams,
  orderCancelledByBuyerEmail,
  orderCancelledEmail,
  orderQuotedEmail,
  orderRequotedEmail,
  orderUnpaidEmail,
} from './order-emails.ts'

const site = { publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' }
const params: OrderEmailParams = {
  name: 'Nareh',
  orderId: 42,
  orderNumber: 'CS-251123-7KQ4M9',
  totalPrice: '1200.10',
  shippingPrice: '250.05',
  totalAmount: '1450.15',
  destination: 'Armenia — Meghri',
  trackingNumber: 'TRK-9',
  quoteValidUntil: '2026-03-15',
  paymentDeadline: '2026-04-02',
}
// Every way an order is cancelled: by whom, declined or not.
const CANCELLATIONS: CancellationNotice[] = [
  { by: 'customer', reason: null, declined: false, received: '0.00' },
  { by: 'staff', reason: 'Нет в наличии до весны.', declined: false, received: '0.00' },
  { by: 'staff', reason: 'We no longer ship there.', declined: true, received: '0.00' },
  { by: 'system', reason: null, declined: false, received: '0.00' },
]

describe('order emails', () => {
  test.each(LOCALES)(
    'every order email in %s has its own words, the number and a link to the order',
    (locale) => {
      const lang = locale === 'hy' ? 'am' : locale
      const subjects = new Set<string>()
      const emails = [...Object.values(ORDER_EMAILS), orderRequotedEmail, orderUnpaidEmail].flatMap(
        (template) =>
          template === orderCancelledEmail
            ? CANCELLATIONS.map((cancellation) =>
                renderEmail(template, { ...params, cancellation }, locale, site),
              )
            : [renderEmail(template, params, locale, site)],
      )
      for (const email of emails) {
        subjects.add(email.subject)
        expect(email.subject).toContain('CS-251123-7KQ4M9')
        expect(email.actionUrl).toBe(`https://shop.example/${lang}/orders/42`)
        expect(email.text).not.toMatch(/\{\w+\}/)
      }
      expect(subjects.size).toBe(6 + CANCELLATIONS.length + 2)
    },
  )

  test('a quote states the amounts in the reader’s currency format and digits', () => {
    expect(renderEmail(orderQuotedEmail, params, 'en', site).text).toContain(
      'costs US$250.05, which brings the total to US$1,450.15',
    )
    const fa = renderEmail(orderQuotedEmail, params, 'fa', site).text
    expect(fa).toContain('۲۵۰٫۰۵')
    expect(fa).toContain('۱٬۴۵۰٫۱۵')
  })
})

describe('a new quote and a payment reminder', () => {
  test('name their days as the reader writes a date', () => {
    const requoted = renderEmail(orderRequotedEmail, params, 'ru', site)
    expect(requoted.text).toContain('Расчёт действует до 15 марта 2026 г. включительно.')
    expect(requoted.text).toContain('Новый проформа-инвойс на странице заказа заменяет прежний.')
    const unpaid = renderEmail(orderUnpaidEmail, params, 'en', site)
    expect(unpaid.subject).toBe('Order CS-251123-7KQ4M9: payment due by 2 April 2026')
    expect(unpaid.text).toContain('If nothing reaches us by 2 April 2026, the order will be cancelled')
  })
})

describe('cancellation emails', () => {
  test("an operator's reason reaches the buyer as written, and money received is promised back", () => {
    const cancellation = { ...CANCELLATIONS[1]!, received: '250.00' as const }
    const text = renderEmail(orderCancelledEmail, { ...params, cancellation }, 'ru', site).text
    expect(text).toContain('Нет в наличии до весны.')
    expect(text).toContain('отдел продаж вернёт полученную сумму банковским переводом')
    expect(text).toContain('250,00')
    const nothing = renderEmail(
      orderCancelledEmail,
      { ...params, cancellation: CANCELLATIONS[0]! },
      'en',
      site,
    )
    expect(nothing.text).toContain('Nothing is due for this order.')
  })

  test('the operators hear of a buyer’s cancellation with the reason, linked to the console', () => {
    const email = renderEmail(
      orderCancelledByBuyerEmail,
      { orderId: 42, orderNumber: 'CS-251123-7KQ4M9', buyer: 'Nareh Hakobyan', reason: 'Ordered twice.' },
      'en',
      site,
    )
    expect(email.subject).toBe('Order CS-251123-7KQ4M9 cancelled by the buyer')
    expect(email.text).toContain('Ordered twice.')
    expect(email.actionUrl).toBe('https://shop.example/en/ops/orders/42')
  })
})

describe.each(databaseKinds())('order emails through the outbox on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let variationId: number
  let destinationId: number

  const outbox = (to: string) =>
    queryRows<{ template: string; locale: string; subject: string; text: string }>(
      t.database.db,
      sql`select template, locale, subject, text from email_outbox where to_address = ${to} order by id`,
    )
  const send = injectAs(() => t)
  const post = (url: string, user: TestUser, payload?: object) => send('POST', url, user, payload)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    staff = await t.users.staff()
    variationId = (await createFixtureProduct(t.database.db, [{ price: '10.00', stock: 1000 }]))
      .variationIds[0]!
    destinationId = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
  })
  afterAll(() => t.close())

  test('each step emails the buyer in the language they ordered in, in the same transaction', async () => {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, { variationId, quantity: 3, destinationId, lang: 'ru' })
    let mails = await outbox(buyer.email)
    expect(mails).toEqual([
      {
        template: 'order_received',
        locale: 'ru',
        subject: `Мы получили ваш заказ ${order.order_number}`,
        text: expect.stringContaining('30,00'),
      },
    ])
    expect(mails[0]!.text).toContain('«Армения — Мегри»')

    // The operator works in English; the buyer still reads Russian.
    await post(`/ops/orders/${order.id}/quote/`, staff, { shipping_price: 99.9 })
    await post(`/customer/approve-shipping-cost/${order.id}/`, buyer)
    await post(`/ops/orders/${order.id}/ship/`, staff, {
      tracking_number: 'TRK-777',
      payment_override: 'Paid by letter of credit',
    })
    await post(`/customer/gain-order/${order.id}/`, buyer)
    await post(`/customer/complete-order/${order.id}/`, buyer)
    mails = await outbox(buyer.email)
    expect(mails.map((m) => [m.template, m.locale])).toEqual([
      ['order_received', 'ru'],
      ['order_quoted', 'ru'],
      ['order_approved', 'ru'],
      ['order_shipped', 'ru'],
      ['order_delivered', 'ru'],
      ['order_completed', 'ru'],
    ])
    expect(mails[1]!.text).toMatch(/99,90\s\$/)
    expect(mails[1]!.text).toMatch(/129,90\s\$/)
    expect(mails[1]!.text).toContain(`/ru/orders/${order.id}`)
    expect(mails[2]!.text).toMatch(/129,90\s\$/)
    expect(mails[2]!.text).toContain('«Армения — Мегри»')
    // The approval says how to pay: the proforma's account and reference.
    const [proforma] = (await send('GET', `/orders/${order.id}/documents/`, buyer)).json()
    for (const fact of ['Получатель: Caravanserai Trading LLC', 'AM12 3456 7890 1234 5678', 'ARMIAM22'])
      expect(mails[2]!.text).toContain(fact)
    expect(mails[2]!.text).toContain(`${proforma.number} / ${order.order_number}`)
    expect(mails[3]!.text).toContain('TRK-777')
  })

  test('a refused action or order sends nothing', async () => {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, { variationId, quantity: 1, destinationId })
    expect((await post(`/customer/complete-order/${order.id}/`, buyer)).statusCode).toBe(409)
    expect(
      (await post(`/order/request-shipping/`, buyer, { shipping_destination: destinationId })).statusCode,
    ).toBe(400)
    expect((await outbox(buyer.email)).map((m) => m.template)).toEqual(['order_received'])
  })
})

describe('order emails over SMTP', () => {
  test('an order email reaches the buyer through a real SMTP server', async () => {
    const sink = await startSmtpSink()
    const t = await buildTestApp('pglite', {
      config: testConfig({ SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' }),
    })
    try {
      const variation = (await createFixtureProduct(t.database.db)).variationIds[0]!
      const destination = await createFixtureDestination(t.database.db)
      await createFixtureSeller(t.database.db)
      const buyer = await t.users.buyer()
      const order = await placeOrder(t.app, buyer, {
        variationId: variation,
        quantity: 1,
        destinationId: destination,
        lang: 'fa',
      })
      const [mail] = await sink.waitFor(1)
      expect(mail!.to).toEqual([buyer.email])
      expect(mail!.subject).toContain('دریافت کردیم')
      expect(mail!.html).toContain(`href="https://shop.example/fa/orders/${order.id}"`)
      expect(mail!.html).toContain('dir="rtl"')
    } finally {
      await t.close()
      await sink.close()
    }
  })
})
