// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answer } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsOrder } from './ops-order-fixtures.ts'
import { QuoteForm } from './quote-form.tsx'

const item = (id: number, quantity: number, price: number, lineTotal: number) => ({
  id,
  quantity,
  line_total: lineTotal,
  product_variation: {
    id,
    name: '350 g jar',
    price,
    product_id: id,
    product_name: 'Apricot jam',
    product_avatar: null,
  },
})
// $560 of goods in two lines, each converted on its own (docs/decisions/046-settlement-currency.md).
const order = anOpsOrder({
  available_actions: ['quote'],
  total_price: 560,
  order_items: [item(1, 3, 111.11, 333.33), item(2, 1, 226.67, 226.67)],
})
const usd = { currency: 'USD', units_per_usd: '1.000000', effective_on: '2026-01-01' }
const eur = { currency: 'EUR', units_per_usd: '0.921500', effective_on: '2026-11-29' }
/** What may be chosen today: the dollar, and the euro the seller has an account in. */
const SETTLEMENT = {
  body: {
    currencies: [
      { code: 'USD', rate: usd },
      { code: 'EUR', rate: eur },
    ],
  },
}

function renderQuote(
  answer: Answer = { body: anOpsOrder({ status: 'pending_approval' }) },
  lang: 'en' | 'fa' = 'en',
) {
  const page = renderPage(<QuoteForm lang={lang} order={order} />, {
    lang,
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: { 'POST /ops/orders/77/quote/': answer, 'GET /ops/currencies/settlement/': SETTLEMENT },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the quote form', () => {
  test('offers every Incoterm with what it means, DAP at the destination for 14 days unless changed', () => {
    renderQuote()
    const incoterm = screen.getByRole('combobox', { name: 'Incoterm (Incoterms 2020)' })
    const options = within(incoterm).getAllByRole('option')
    expect(options.map((option) => option.textContent?.slice(0, 3))).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ])
    expect(options[4]?.textContent).toBe('DAP — delivered to the named place, import duties on the buyer')
    expect((incoterm as HTMLSelectElement).value).toBe('DAP')
    const place = screen.getByRole('textbox', { name: /^Named place/ }) as HTMLInputElement
    expect([place.value, place.placeholder]).toEqual(['', 'Dubai'])
    expect((screen.getByRole('textbox', { name: 'Prices hold for, days' }) as HTMLInputElement).value).toBe(
      '14',
    )
  })

  test('refuses days the proforma cannot hold its prices for, and sends nothing', async () => {
    const { user, writes } = renderQuote()
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '125.50')
    const days = screen.getByRole('textbox', { name: 'Prices hold for, days' })
    for (const typed of ['0', '181', '2.5', 'two', ' ']) {
      await user.clear(days)
      await user.type(days, typed)
      await user.click(screen.getByRole('button', { name: 'Review quote' }))
      expect(
        await screen.findByRole('textbox', {
          name: 'Prices hold for, days',
          description: 'Enter a whole number of days from 1 to 180.',
        }),
      ).toBeTruthy()
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes()).toEqual([])
  })

  test('confirms the delivery terms and sends them with the price', async () => {
    const { user, writes } = renderQuote()
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '125.50')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Incoterm/ }), 'CPT')
    await user.type(screen.getByRole('textbox', { name: /^Named place/ }), '  Upper Lars ')
    const days = screen.getByRole('textbox', { name: 'Prices hold for, days' })
    await user.clear(days)
    await user.type(days, '30')
    await user.click(screen.getByRole('button', { name: 'Review quote' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Send this shipping quote?' })
    expect(dialog.textContent).toContain(
      'Delivery terms: \u2066CPT\u2069 Upper Lars. Prices hold for 30 days.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      shipping_price: 125.5,
      incoterm: 'CPT',
      incoterm_place: 'Upper Lars',
      valid_days: 30,
      settlement_currency: 'USD',
      note: '',
    })
  })

  test('left blank, the named place is the destination the API fills in', async () => {
    const { user, writes } = renderQuote()
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '40')
    await user.click(screen.getByRole('button', { name: 'Review quote' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Delivery terms: \u2066DAP\u2069 Dubai. Prices hold for 14 days.')
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      shipping_price: 40,
      incoterm: 'DAP',
      valid_days: 14,
      settlement_currency: 'USD',
      note: '',
    })
  })

  test('reads the days in Persian digits on a Persian page', async () => {
    const { user, writes } = renderQuote(undefined, 'fa')
    const days = screen.getByRole('textbox', { name: 'اعتبار قیمت‌ها، به روز' }) as HTMLInputElement
    expect(days.value).toBe('۱۴')
    await user.clear(days)
    await user.type(days, '۲۱')
    await user.type(screen.getByRole('textbox', { name: 'هزینهٔ ارسال' }), '۱۲۵٫۵۰')
    await user.click(screen.getByRole('button', { name: 'بازبینی برآورد' }))
    await user.click(await screen.findByRole('button', { name: 'فرستادن برآورد' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ shipping_price: 125.5, valid_days: 21 })
  })

  test('when the seller or the bank account is missing, says so with the way to the settings', async () => {
    const detail = "Fill in the seller's details in Settings before quoting: the proforma invoice needs them."
    const { user } = renderQuote({ status: 409, body: { detail, code: 'documents.sellerMissing' } })
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '40')
    await user.click(screen.getByRole('button', { name: 'Review quote' }))
    await user.click(await screen.findByRole('button', { name: 'Send quote' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The proforma invoice cannot be issued yet')
    expect(alert.textContent).toContain(detail)
    expect(within(alert).getByRole('link', { name: 'Open the settings' }).getAttribute('href')).toBe(
      '/en/ops/settings',
    )
  })
})

describe('the currency a quote settles in', () => {
  test('offers what the seller may be paid in today, the dollar unless changed', async () => {
    const { user, writes } = renderQuote()
    const currency = screen.getByRole('combobox', { name: 'Settled in' }) as HTMLSelectElement
    expect(currency.value).toBe('USD')
    await waitFor(() => expect(within(currency).getAllByRole('option')).toHaveLength(2))
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD — US dollar', 'EUR — Euro'])
    expect(screen.getByText('The buyer pays in US dollars.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '125.50')
    await user.click(screen.getByRole('button', { name: 'Review quote' }))
    await user.click(await screen.findByRole('button', { name: 'Send quote' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ shipping_price: 125.5, settlement_currency: 'USD' })
  })

  test('in euros, shows the rate the quote fixes and the total converted line by line', async () => {
    const { user, writes } = renderQuote()
    const currency = screen.getByRole('combobox', { name: 'Settled in' })
    await waitFor(() => expect(within(currency).getAllByRole('option')).toHaveLength(2))
    await user.selectOptions(currency, 'EUR')
    expect(currency.getAttribute('aria-describedby')).toBe('ops-settlement_currency-preview')
    const preview = document.getElementById('ops-settlement_currency-preview')!
    expect(preview.textContent).toContain(
      'The quote fixes \u20661 USD = 0.9215 EUR\u2069, the rate in force from Nov 29, 2026.',
    )
    await user.type(screen.getByRole('textbox', { name: 'Shipping price' }), '125.50')
    // 307.16 + 208.88 of goods and 115.65 of shipping; the dollars beside, converted back.
    expect(preview.textContent).toContain('The buyer will be asked for €631.69 (≈\u00a0$685.50).')

    await user.click(screen.getByRole('button', { name: 'Review quote' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this shipping quote?' })
    expect(dialog.textContent).toContain('the buyer will be asked for €631.69')
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ shipping_price: 125.5, settlement_currency: 'EUR' })
  })
})

describe('the new quote form', () => {
  const quoted = anOpsOrder({
    status: 'pending_approval',
    shipping_price: 120.5,
    incoterm: 'CPT',
    incoterm_place: 'Upper Lars',
    quote_valid_until: '2026-03-15',
    quote_expired: true,
    available_actions: ['requote', 'cancel'],
  })

  test('starts from the standing terms and sends the new ones to the requote call', async () => {
    const page = renderPage(<QuoteForm lang="en" order={quoted} step="requote" />, {
      path: `/ops/orders/${quoted.id}`,
      outletContext: { operator: aSessionUser() },
      answers: {
        'POST /ops/orders/77/requote/': { body: { ...quoted, quote_expired: false } },
        'GET /ops/currencies/settlement/': SETTLEMENT,
      },
    })
    const { user } = page
    expect(screen.getByRole('heading', { name: 'Quote again' })).toBeTruthy()
    const price = screen.getByRole('textbox', { name: 'Shipping price' }) as HTMLInputElement
    expect(price.value).toBe('120.50')
    expect((screen.getByRole('textbox', { name: /^Named place/ }) as HTMLInputElement).value).toBe(
      'Upper Lars',
    )
    await user.clear(price)
    await user.type(price, '140')
    await user.click(screen.getByRole('button', { name: 'Review the new quote' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the new quote?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send the new quote' }))
    await waitFor(() => expect(page.requests.filter((r) => r.method === 'POST')).toHaveLength(1))
    expect(page.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/ops/orders/77/requote/',
      body: { shipping_price: 140, incoterm: 'CPT', incoterm_place: 'Upper Lars', valid_days: 14 },
    })
  })
})
