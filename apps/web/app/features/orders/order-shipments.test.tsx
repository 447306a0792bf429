// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { anOrder } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { aMilestone, aShipment } from '../../testing/shipment-factories.ts'
import { OrderShipments } from './order-shipments.tsx'

const saffron = {
  id: 31,
  quantity: 5,
  line_total: 56,
  product_variation: {
    id: 8,
    name: '1 kg tin',
    price: 11.2,
    product_id: 7,
    product_name: 'Sargol saffron',
    product_avatar: null,
  },
}

/** Order 77: three tins left in shipment 1 (late, held at customs); one in shipment 2, delivered. */
function anOrderInTransit(fields: Partial<Order> = {}): Order {
  return anOrder({
    status: 'processing',
    order_items: [saffron],
    shipments: [
      aShipment(),
      aShipment({
        id: 302,
        number: 2,
        tracking_number: 'IR-ARM-55090',
        carrier: null,
        lines: [{ order_item_id: 31, quantity: 1 }],
        late: false,
        delivered_on: '2026-11-29',
        legs: [],
        milestones: [
          aMilestone({ id: 9 }),
          aMilestone({ id: 10, kind: 'delivered', occurred_on: '2026-11-29' }),
        ],
      }),
    ],
    ...fields,
  })
}

function renderShipments(lang: Lang, order: Order) {
  return renderPage(<OrderShipments lang={lang} order={order} />, { lang })
}

describe('the shipments of a buyer’s order', () => {
  test('in English, shows each shipment’s contents, route, updates and arrival, and what is still to ship', () => {
    renderShipments('en', anOrderInTransit())
    const section = screen.getByRole('region', { name: 'Shipments' })
    expect(within(section).getAllByRole('listitem')[0]!.textContent).toBe(
      '1 of 5 units of Sargol saffron — 1 kg tin still to ship',
    )
    // The product's name is set apart, so a name in another script keeps its own direction.
    expect(within(section).getAllByRole('listitem')[0]!.querySelector('bdi')!.textContent).toBe(
      'Sargol saffron — 1 kg tin',
    )

    const first = screen.getByRole('article', { name: 'Shipment 1 of 2' })
    expect(within(first).getByText('IR-ARM-55021')).toBeTruthy()
    expect(within(first).getByText('Zagros Freight')).toBeTruthy()
    const contents = within(first).getByText('In this shipment').nextElementSibling!
    expect(contents.textContent).toBe('Sargol saffron — 1 kg tin: 3 units')
    // Late in words, beside the planned day and the day the milestones moved it to.
    expect(within(first).getByText('Late.')).toBeTruthy()
    expect(within(first).getByText('Planned arrival').nextElementSibling!.textContent).toBe(
      'December 1, 2026',
    )
    expect(within(first).getByText('Estimated arrival now').nextElementSibling!.textContent).toBe(
      'December 4, 2026',
    )

    const route = within(first).getByRole('region', { name: 'Route' })
    const legs = within(within(route).getByRole('list')).getAllByRole('listitem')
    expect(legs.map((leg) => leg.getAttribute('aria-current'))).toEqual([null, 'step', null])
    expect(legs[0]!.textContent).toContain('Completed on November 27, 2026')
    expect(legs[1]!.textContent).toContain('Under way now')
    expect(legs[2]!.textContent).toContain('Ahead · typically 2 days')

    const updates = within(within(first).getByRole('region', { name: 'Updates' }).querySelector('ol')!)
    const events = updates.getAllByRole('listitem')
    expect(events.map((event) => event.querySelector('span')!.textContent)).toEqual([
      'Dispatched',
      'Crossed the border',
      'Delayed',
    ])
    expect(events[1]!.textContent).toContain('At Nurduz/Meghri')
    expect(events[2]!.textContent).toContain('Arrival moved back by 2 days')
    expect(events[2]!.textContent).toContain('Reason: Customs inspection of the whole lorry')

    const second = screen.getByRole('article', { name: 'Shipment 2 of 2' })
    expect(within(second).getByText(/Delivered on/).textContent).toBe('Delivered on November 29, 2026')
    expect(within(second).queryByText('Late.')).toBeNull()
    expect(within(second).queryByRole('region', { name: 'Route' })).toBeNull()
  })

  test('in Persian, writes numbers in Persian digits and days in the Persian calendar', () => {
    renderShipments('fa', anOrderInTransit())
    const first = screen.getByRole('article', { name: 'محمولهٔ ۱ از ۲' })
    expect(within(first).getByText('با تأخیر.')).toBeTruthy()
    expect(within(first).getByText('زمان رسیدن تخمینی فعلی').nextElementSibling!.textContent).toBe(
      '۱۳ آذر ۱۴۰۵',
    )
    expect(within(first).getByText('در این محموله').nextElementSibling!.textContent).toBe(
      'Sargol saffron — 1 kg tin: ۳ عدد',
    )
    expect(within(first).getByText(/زمان رسیدن ۲ روز عقب افتاد/)).toBeTruthy()
    const section = screen.getByRole('region', { name: 'محموله‌ها' })
    expect(within(section).getAllByRole('listitem')[0]!.textContent).toBe(
      'Sargol saffron — 1 kg tin: ۱ از ۵ عدد هنوز ارسال نشده است',
    )
    const current = first.querySelector('[aria-current="step"]')!
    expect(current.textContent).toContain('محموله اکنون در این مرحله است')
  })

  test('says nothing before the first shipment leaves, and nothing is left to ship once the order has shipped', () => {
    const { container } = renderShipments('en', anOrder({ status: 'processing', order_items: [saffron] }))
    expect(container.textContent).toBe('')
    renderShipments('en', anOrderInTransit({ status: 'shipped' }))
    expect(screen.queryByText(/still to ship/)).toBeNull()
  })
})
