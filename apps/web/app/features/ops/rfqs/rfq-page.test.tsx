// @vitest-environment happy-dom
import type { OpsProduct } from '@caravanserai/contracts/ops-catalog'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anRfq, anRfqOffer } from '../../../testing/rfq-factories.ts'
import { RfqPage } from './rfq-page.tsx'

const buyer = { id: 9, name: 'Ani Hakobyan', email: 'ani@example.com', company: 'Ararat Foods' }

const variation = (id: number, en: string, stock: number, weights: [number, number] | [null, null]) => ({
  id,
  name: { en, ru: `${en} (ru)` },
  price: 12.4,
  stock,
  minimum_order_quantity: 1,
  attribute_values: [],
  net_weight_kg: weights[0],
  gross_weight_kg: weights[1],
  price_tiers: [],
  images: [],
})

const product: OpsProduct = {
  id: 7,
  status: 'active',
  category: 3,
  product_type: 1,
  producer: 'Ararat Spice',
  translations: { en: { name: 'Sargol saffron', description: '' } },
  variations: [variation(8, '1 kg tin', 900, [1, 1.25]), variation(9, '5 kg sack', 40, [null, null])],
  is_active: true,
  hs_code: '091020',
  origin_country: 'AM',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
}

function renderRfq(rfq: Rfq, answers: Answers = {}) {
  return renderPage(<RfqPage lang="en" rfqId={21} />, {
    path: '/ops/rfqs/21',
    outletContext: { operator: aSessionUser() },
    answers: {
      'GET /ops/rfqs/21/': { body: rfq },
      'GET /ops/products/7/': { body: product },
      'GET /ops/audit/rfq/21/': { body: { count: 0, next: null, previous: null, results: [] } },
      ...answers,
    },
  })
}

// The offer holds two weeks from today by default: the tests pin today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 1, 10) })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a request for quotation in the console', () => {
  test('shows who asked for what, and sends an offer for the chosen variation with the total it makes', async () => {
    const rfq = anRfq({ buyer, available_actions: ['offer', 'decline'] })
    const { user, requests } = renderRfq(rfq, {
      'POST /ops/rfqs/21/offer/': {
        body: { ...rfq, status: 'offered', offer: anRfqOffer(), available_actions: ['offer', 'decline'] },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: /RFQ-2026-0021/ })).toBeTruthy()
    expect(screen.getByText('Ararat Foods')).toBeTruthy()
    expect(screen.getByText('ani@example.com')).toBeTruthy()

    const form = within(screen.getByRole('region', { name: 'Make an offer' }))
    const choice = (await form.findByRole('combobox', { name: 'Variation offered' })) as HTMLSelectElement
    expect(choice.value).toBe('8')
    expect(form.getByRole('option', { name: '5 kg sack: $12.40, 40 in stock' })).toBeTruthy()
    expect((form.getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('500')
    expect((document.getElementById('ops-offer-valid') as HTMLInputElement).value).toBe('2026-12-15')
    // The variation's customs facts come with it.
    await waitFor(() =>
      expect((form.getByRole('textbox', { name: 'HS code' }) as HTMLInputElement).value).toBe('091020'),
    )
    expect((form.getByRole('combobox', { name: 'Country of origin' }) as HTMLSelectElement).value).toBe('AM')
    expect((form.getByRole('textbox', { name: /Gross weight/ }) as HTMLInputElement).value).toBe('1.25')

    await user.type(form.getByRole('textbox', { name: /Unit price/ }), '10.50')
    await user.type(form.getByRole('textbox', { name: /Shipping/ }), '320')
    expect(form.getByText('Total: $5,570.00')).toBeTruthy()
    await user.click(form.getByRole('button', { name: 'Review offer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this offer?' })
    expect(dialog.textContent).toContain('$5,570.00')
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }))

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      product_variation: 8,
      quantity: 500,
      unit_price: 10.5,
      shipping_price: 320,
      incoterm: 'DAP',
      valid_until: '2026-12-15',
      notes: '',
      hs_code: '091020',
      origin_country: 'AM',
      net_weight_kg: 1,
      gross_weight_kg: 1.25,
    })
    expect(await screen.findByRole('region', { name: 'Standing offer' })).toBeTruthy()
  })

  test('a request outside the catalogue asks for the customs facts of what is offered, and sends them', async () => {
    const rfq = anRfq({
      buyer,
      product: null,
      product_variation: null,
      available_actions: ['offer', 'decline'],
    })
    const { user, requests } = renderRfq(rfq, {
      'POST /ops/rfqs/21/offer/': {
        body: { ...rfq, status: 'offered', offer: anRfqOffer(), available_actions: ['offer', 'decline'] },
      },
    })
    const form = within(await screen.findByRole('region', { name: 'Make an offer' }))
    await user.type(form.getByRole('textbox', { name: /Unit price/ }), '10.50')
    await user.type(form.getByRole('textbox', { name: /Shipping/ }), '320')
    await user.click(form.getByRole('button', { name: 'Review offer' }))
    expect(await form.findAllByText('Enter this: the customs documents need it.')).toHaveLength(3)
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])

    await user.type(form.getByRole('textbox', { name: 'HS code' }), '0813.40')
    await user.type(form.getByRole('textbox', { name: /Net weight/ }), '25')
    await user.type(form.getByRole('textbox', { name: /Gross weight/ }), '24')
    await user.click(form.getByRole('button', { name: 'Review offer' }))
    expect(
      await form.findByText('Gross weight includes the packing, so it cannot be less than the net weight.'),
    ).toBeTruthy()
    await user.clear(form.getByRole('textbox', { name: /Gross weight/ }))
    await user.type(form.getByRole('textbox', { name: /Gross weight/ }), '25.4')
    await user.click(form.getByRole('button', { name: 'Review offer' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send offer' }),
    )

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      hs_code: '081340',
      origin_country: 'IR',
      net_weight_kg: 25,
      gross_weight_kg: 25.4,
    })
  })

  test('an offer with missing prices or a past day is refused before anything is sent', async () => {
    const { user, requests } = renderRfq(anRfq({ buyer, available_actions: ['offer', 'decline'] }))
    const form = within(await screen.findByRole('region', { name: 'Make an offer' }))
    fireEvent.change(document.getElementById('ops-offer-valid') as HTMLInputElement, {
      target: { value: '2026-11-30' },
    })
    await user.click(form.getByRole('button', { name: 'Review offer' }))

    expect(await form.findByText('Enter the unit price.')).toBeTruthy()
    expect(form.getByText('Enter the shipping price (0 if it is included).')).toBeTruthy()
    expect(form.getByText('The last day cannot be before today.')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  test('declining needs a reason, which is sent after a confirmation', async () => {
    const rfq = anRfq({ buyer, available_actions: ['offer', 'decline'] })
    const { user, requests } = renderRfq(rfq, {
      'POST /ops/rfqs/21/decline/': {
        body: { ...rfq, status: 'declined', decline_reason: 'Out of season.', available_actions: [] },
      },
    })
    const panel = within(await screen.findByRole('region', { name: 'Decline the request' }))
    await user.click(panel.getByRole('button', { name: 'Decline…' }))
    expect(await panel.findByText('Say why you decline the request.')).toBeTruthy()

    await user.type(panel.getByRole('textbox', { name: /Reason/ }), 'Out of season.')
    await user.click(panel.getByRole('button', { name: 'Decline…' }))
    await user.click(await screen.findByRole('button', { name: 'Decline request' }))

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Out of season.' }),
    )
    expect(await screen.findByText('Request declined')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Make an offer' })).toBeNull()
  })

  test('an accepted request links to the order it became', async () => {
    renderRfq(
      anRfq({
        buyer,
        status: 'accepted',
        offer: anRfqOffer(),
        order: { id: 77, order_number: 'CS-2026-0077' },
        available_actions: [],
      }),
    )
    const links = await screen.findAllByRole('link', { name: /Order.*CS-2026-0077/ })
    expect(links.every((link) => link.getAttribute('href') === '/en/ops/orders/77')).toBe(true)
    expect(screen.getByRole('region', { name: 'Standing offer' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: /Make (an|a new) offer/ })).toBeNull()
  })
})
