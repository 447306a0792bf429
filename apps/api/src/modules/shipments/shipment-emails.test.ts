import { LOCALES } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import { renderEmail } from '../email/email-layout.ts'
import { type ShipmentNewsParams, shipmentLateEmail, shipmentNewsEmail } from './shipment-emails.ts'

const site = { publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' }
const news: ShipmentNewsParams = {
  name: 'Nareh',
  orderId: 42,
  orderNumber: 'CS-260301-7KQ4M9',
  destination: 'Yerevan',
  shipments: [
    {
      number: 1,
      tracking: 'AM-1',
      estimated_arrival: '2026-03-09',
      delivered_on: null,
      milestones: [
        {
          kind: 'border_crossed',
          occurred_on: '2026-03-02',
          place: 'Agarak–Nurduz',
          note: null,
          delay_days: null,
        },
        { kind: 'delayed', occurred_on: '2026-03-03', place: null, note: 'Snow on the pass', delay_days: 2 },
      ],
    },
    {
      number: 2,
      tracking: 'AM-2',
      estimated_arrival: '2026-03-05',
      delivered_on: '2026-03-05',
      milestones: [
        { kind: 'delivered', occurred_on: '2026-03-05', place: null, note: null, delay_days: null },
      ],
    },
  ],
}
const late = {
  name: 'Nareh',
  orderId: 42,
  orderNumber: 'CS-260301-7KQ4M9',
  number: 1,
  tracking: 'AM-1',
  estimated_arrival: '2026-03-09',
}

describe('the buyer’s shipment emails', () => {
  test.each(LOCALES)('render whole in %s, with the order number and a link to the order', (locale) => {
    for (const email of [
      renderEmail(shipmentNewsEmail, news, locale, site),
      renderEmail(shipmentLateEmail, late, locale, site),
    ]) {
      expect(email.subject).toContain('CS-260301-7KQ4M9')
      expect(email.text).not.toMatch(/\{\w+(:day)?\}/)
      expect(email.actionUrl).toMatch(/\/orders\/42$/)
    }
  })

  test('list each shipment’s news, its note as written, and its estimate or delivery day', () => {
    const text = renderEmail(shipmentNewsEmail, news, 'en', site).text
    expect(text).toContain('Shipment 1, tracking number AM-1')
    expect(text).toContain('2 March 2026: crossed the border at Agarak–Nurduz')
    expect(text).toContain('3 March 2026: delayed by 2 days\nSnow on the pass')
    expect(text).toContain('Expected to arrive on 9 March 2026.')
    expect(text).toContain('Delivered on 5 March 2026.')
    expect(renderEmail(shipmentNewsEmail, news, 'fa', site).text).toMatch(/[۰-۹]/)
  })
})
