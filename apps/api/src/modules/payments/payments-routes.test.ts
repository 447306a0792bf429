import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { picture } from '../../testing/picture-upload.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const SLIP = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const today = () => new Date().toISOString().slice(0, 10)

describe.each(databaseKinds())('payment by bank transfer on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const send = injectAs(() => t)

  /** An order of 3 × $40 quoted at $30 shipping (total $150), approved by its buyer. */
  const approvedOrder = async (lang = 'en') => {
    const buyer = await t.users.buyer()
    const placed = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 3,
      destinationId: destination,
      lang,
    })
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 30 })
    await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)
    return { buyer, order: placed }
  }
  const sendProof = (id: number, buyer: TestUser, file: Buffer, name = 'slip.pdf', lang = 'en') => {
    const { payload, headers } = multipart(file, { name, type: 'application/pdf' })
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment-proof/`,
      payload,
      headers: { ...headers, ...buyer.auth, 'accept-language': lang },
    })
  }
  const record = (id: number, body: object) =>
    send('POST', `/ops/orders/${id}/payments/`, staff, { received_on: today(), ...body })
  const ordersRow = async (id: number) =>
    (
      await queryRows<{ payment_state: string; amount_paid: string }>(
        t.database.db,
        sql`select payment_state, amount_paid::text from orders where id = ${id}`,
      )
    )[0]!

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('after approval the buyer sees the amount due and the proforma bank details, then pays in two parts', async () => {
    const { buyer, order } = await approvedOrder('ru')
    const payment = (await send('GET', `/orders/${order.id}/payment/`, buyer)).json()
    const [proforma] = (await send('GET', `/orders/${order.id}/documents/`, buyer)).json()
    expect(payment).toMatchObject({
      state: 'unpaid',
      amount_paid: 0,
      amount_due: 150,
      can_send_proof: true,
      instructions: {
        currency: 'USD',
        swift: 'ARMIAM22',
        reference: `${proforma.number} / ${order.order_number}`,
      },
    })

    const sent = await sendProof(order.id, buyer, SLIP, 'перевод 1.pdf', 'ru')
    expect(sent.statusCode).toBe(201)
    const [proof] = sent.json().proofs
    expect(sent.json().state).toBe('proof_sent')
    expect(proof).toMatchObject({
      state: 'pending',
      file: { name: 'перевод 1.pdf', content_type: 'application/pdf' },
    })
    const staffMail = await emailsTo(t.database.db, staff.email)
    expect(staffMail.at(-1)).toMatchObject({ template: 'staff_alert' })
    expect(staffMail.at(-1)!.subject).toBe(`Transfer confirmation for order ${order.order_number}`)
    expect(staffMail.at(-1)!.text).toContain(`/en/ops/orders/${order.id}#ops-order-payment`)

    const download = await t.app.inject({ url: proof.file.download_url, headers: buyer.auth })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('перевод 1.pdf')}`,
    )
    expect(download.rawPayload.equals(SLIP)).toBe(true)

    const part = await record(order.id, { amount: 100, proof: proof.id })
    expect(part.statusCode).toBe(201)
    expect(part.json()).toMatchObject({ state: 'partially_paid', amount_paid: 100, amount_due: 50 })
    expect(part.json().proofs[0].state).toBe('accepted')
    const buyerMail = await emailsTo(t.database.db, buyer.email)
    expect(buyerMail.at(-1)).toMatchObject({ template: 'payment_recorded', locale: 'ru' })

    // Shipping waits for the rest.
    const early = await send('POST', `/ops/orders/${order.id}/ship/`, staff, { tracking_number: 'UL-9' })
    expect(early.json()).toMatchObject({ code: 'payments.notPaid', params: { state: 'partially_paid' } })

    const rest = await record(order.id, { amount: 50 })
    expect(rest.json()).toMatchObject({
      state: 'paid',
      amount_paid: 150,
      amount_due: 0,
      can_send_proof: false,
    })
    expect(rest.json().payments.map((p: { amount: number }) => p.amount)).toEqual([100, 50])
    const shipped = await send('POST', `/ops/orders/${order.id}/ship/`, staff, { tracking_number: 'UL-9' })
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      payment_state: 'paid',
      payment_override_reason: null,
    })
  })

  test('paying twice, paying more than is due and paying before approval are refused and change nothing', async () => {
    const { buyer, order } = await approvedOrder()
    const tooMuch = await record(order.id, { amount: 150.01 })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().code).toBe('payments.moreThanDue')
    expect((await record(order.id, { amount: 150 })).statusCode).toBe(201)
    const twice = await record(order.id, { amount: 1 })
    expect(twice.json()).toMatchObject({ code: 'payments.alreadyPaid' })
    const proofAfter = await sendProof(order.id, buyer, SLIP)
    expect(proofAfter.statusCode).toBe(409)
    expect(proofAfter.json().code).toBe('payments.alreadyPaid')
    expect(await ordersRow(order.id)).toEqual({ payment_state: 'paid', amount_paid: '150.00' })

    const early = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    expect((await sendProof(early.id, buyer, SLIP)).json().code).toBe('payments.notDue')
    expect((await record(early.id, { amount: 1 })).json().code).toBe('payments.notDue')
    const future = await record(order.id, { amount: 1, received_on: '2999-01-01' })
    expect(future.statusCode).toBe(400)
    expect(future.json().received_on).toHaveLength(1)
    const files = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stored_files where order_id in (${order.id}, ${early.id})`,
    )
    expect(files[0]!.n).toBe(0)
  })

  test('an operator asks for a correction; the buyer is told why and sends another', async () => {
    const { buyer, order } = await approvedOrder('fa')
    const [first] = (await sendProof(order.id, buyer, await picture('png', 400, 600), 'slip.png')).json()
      .proofs
    const rejected = await send('POST', `/ops/orders/${order.id}/payment-proofs/${first.id}/reject/`, staff, {
      reason: 'The amount on the slip is 105 USD, not 150 USD.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ state: 'unpaid', can_send_proof: false })
    expect(rejected.json().proofs[0]).toMatchObject({
      state: 'rejected',
      rejection_reason: 'The amount on the slip is 105 USD, not 150 USD.',
      file: { content_type: 'image/png' },
    })
    const mail = (await emailsTo(t.database.db, buyer.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'payment_proof_rejected', locale: 'fa' })
    expect(mail.text).toContain('The amount on the slip is 105 USD')
    const again = await send('POST', `/ops/orders/${order.id}/payment-proofs/${first.id}/reject/`, staff, {
      reason: 'Twice',
    })
    expect(again.json().code).toBe('payments.proofAnswered')
    const second = await sendProof(order.id, buyer, SLIP)
    expect(second.json()).toMatchObject({ state: 'proof_sent', can_send_proof: true })
    expect(second.json().proofs.map((p: { state: string }) => p.state)).toEqual(['rejected', 'pending'])
    // The console's queue finds the orders whose confirmation waits, and counts them.
    const waiting = (await send('GET', '/ops/orders/?payment=proof_sent&page_size=100', staff)).json()
    expect(waiting.results.map((o: { id: number }) => o.id)).toContain(order.id)
    expect(waiting.results.every((o: { payment_state: string }) => o.payment_state === 'proof_sent')).toBe(
      true,
    )
    const counts = (await send('GET', '/ops/orders/counts/', staff)).json()
    expect(counts.proofs_waiting).toBe(waiting.count)
  })

  test('a file of the wrong kind, too large or not multipart is refused in the buyer language', async () => {
    const { buyer, order } = await approvedOrder()
    const html = await sendProof(
      order.id,
      buyer,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'slip.pdf',
      'hy',
    )
    expect(html.statusCode).toBe(415)
    expect(html.json()).toMatchObject({ code: 'files.type', detail: expect.stringMatching(/[Ա-֏]/) })
    const big = await sendProof(order.id, buyer, Buffer.concat([SLIP, Buffer.alloc(ATTACHMENT_MAX_BYTES)]))
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('files.tooLarge')
    const json = await send('POST', `/orders/${order.id}/payment-proof/`, buyer, { file: 'x' })
    expect(json.statusCode).toBe(415)
    expect(await ordersRow(order.id)).toEqual({ payment_state: 'unpaid', amount_paid: '0.00' })
  })

  test("another buyer's order, proof or file answers 404; buyers cannot record payments", async () => {
    const { buyer, order } = await approvedOrder()
    const [proof] = (await sendProof(order.id, buyer, SLIP)).json().proofs
    const other = await t.users.buyer()
    expect((await send('GET', `/orders/${order.id}/payment/`, other)).statusCode).toBe(404)
    expect((await sendProof(order.id, other, SLIP)).statusCode).toBe(404)
    expect((await send('GET', `/orders/${order.id}/files/${proof.file.id}/`, other)).statusCode).toBe(404)
    const { order: theirs } = await approvedOrder()
    expect((await send('GET', `/orders/${theirs.id}/files/${proof.file.id}/`, buyer)).statusCode).toBe(404)
    expect(
      (await send('POST', `/ops/orders/${order.id}/payments/`, buyer, { amount: 1, received_on: today() }))
        .statusCode,
    ).toBe(403)
    const wrongOrder = await send(
      'POST',
      `/ops/orders/${theirs.id}/payment-proofs/${proof.id}/reject/`,
      staff,
      {
        reason: 'x',
      },
    )
    expect(wrongOrder.statusCode).toBe(404)
    const opsFile = await t.app.inject({
      url: `/api/ops/orders/${order.id}/files/${proof.file.id}/`,
      headers: staff.auth,
    })
    expect(opsFile.statusCode).toBe(200)
  })
})
