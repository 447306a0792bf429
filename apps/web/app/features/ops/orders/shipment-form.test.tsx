// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { aShipment } from '../../../testing/shipment-factories.ts'
import { anOpsOrder } from './ops-order-fixtures.ts'
import { ShipmentForm } from './shipment-form.tsx'

const line = (id: number, name: string, quantity: number) => ({
  id,
  quantity,
  line_total: quantity * 10,
  product_variation: {
    id,
    name: '1 kg tin',
    price: 10,
    product_id: 7,
    product_name: name,
    product_avatar: null,
  },
})

/** Five tins of saffron (three already gone in shipment 1) and four of barberries, paid in full. */
const processing = (fields: Partial<OpsOrder> = {}) =>
  anOpsOrder({
    status: 'processing',
    payment_state: 'paid',
    available_actions: ['ship'],
    order_items: [line(31, 'Sargol saffron', 5), line(32, 'Dried barberries', 4)],
    shipments: [aShipment()],
    ...fields,
  })

function renderForm(order: OpsOrder, answers: Answers, lang: Lang = 'en') {
  const page = renderPage(<ShipmentForm lang={lang} order={order} />, {
    lang,
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers,
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the shipment form', () => {
  test('starts with every unit still to ship and sends the units chosen per line', async () => {
    const { user, writes } = renderForm(processing(), {
      'POST /ops/orders/77/shipments/': { status: 201, body: aShipment({ id: 302, number: 2 }) },
    })
    const saffron = screen.getByRole('textbox', { name: 'Units of Sargol saffron — 1 kg tin' })
    expect((saffron as HTMLInputElement).value).toBe('2')
    expect(screen.getByText('2 of 5 still to ship')).toBeTruthy()
    const barberries = screen.getByRole('textbox', { name: 'Units of Dried barberries — 1 kg tin' })
    await user.clear(barberries)
    await user.type(barberries, '0')
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'IR-ARM-55090')
    await user.type(screen.getByRole('textbox', { name: 'Carrier (optional)' }), 'Zagros Freight')
    await user.click(screen.getByRole('button', { name: 'Record shipment' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]!.body).toMatchObject({
      tracking_number: 'IR-ARM-55090',
      carrier: 'Zagros Freight',
      lines: [{ order_item_id: 31, quantity: 2 }],
    })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Record shipment' })).toHaveProperty('disabled', false),
    )
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull()
  })

  test('says what is wrong beside each field before sending, and puts the API’s messages there too', async () => {
    const { user, writes } = renderForm(processing(), {
      'POST /ops/orders/77/shipments/': {
        status: 400,
        body: { tracking_number: ['This tracking number is already used by another shipment.'] },
      },
    })
    const saffron = screen.getByRole('textbox', { name: 'Units of Sargol saffron — 1 kg tin' })
    await user.clear(saffron)
    await user.type(saffron, '3')
    await user.click(screen.getByRole('button', { name: 'Record shipment' }))
    expect(await screen.findByText('Enter a whole number from 0 to 2.')).toBeTruthy()
    expect(screen.getByText('Enter the tracking number.')).toBeTruthy()
    expect(saffron.getAttribute('aria-invalid')).toBe('true')
    expect(writes()).toEqual([])

    await user.clear(saffron)
    await user.type(saffron, '2')
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'IR-ARM-55021')
    await user.click(screen.getByRole('button', { name: 'Record shipment' }))
    const tracking = await screen.findByRole('textbox', {
      name: 'Tracking number',
      description: 'This tracking number is already used by another shipment.',
    })
    expect(tracking.getAttribute('aria-invalid')).toBe('true')
  })

  test('in Persian, asks why an unpaid order ships once the API says it must', async () => {
    const { user, writes } = renderForm(
      processing({ payment_state: 'partially_paid', amount_paid: 300, amount_due: 260 }),
      {
        'POST /ops/orders/77/shipments/': ({ body }) =>
          (body as { payment_override?: string }).payment_override
            ? { status: 201, body: aShipment({ id: 303, number: 2 }) }
            : {
                status: 409,
                body: { detail: 'سفارش هنوز کامل پرداخت نشده است.', code: 'payments.notPaid' },
              },
      },
      'fa',
    )
    // A shipment already left, so the form does not ask at first.
    expect(screen.queryByRole('textbox', { name: /^دلیل ارسال/ })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'کد رهگیری' }), 'IR-ARM-55091')
    await user.click(screen.getByRole('button', { name: 'ثبت محموله' }))
    const reason = await screen.findByRole('textbox', { name: /^دلیل ارسال/ })
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    await user.type(reason, 'اعتبار اسنادی تأیید شده است.')
    await user.click(screen.getByRole('button', { name: 'ثبت محموله' }))
    await waitFor(() => expect(writes()).toHaveLength(2))
    expect(writes()[1]!.body).toMatchObject({ payment_override: 'اعتبار اسنادی تأیید شده است.' })
  })
})
