// @vitest-environment happy-dom
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser, aShippingAddress } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { anRfq, anRfqOffer } from '../../testing/rfq-factories.ts'
import { RfqDetail } from './rfq-detail.tsx'

const offered = anRfq({ status: 'offered', offer: anRfqOffer(), available_actions: ['accept', 'withdraw'] })
const addresses = [
  aShippingAddress({ id: 11, company_name: null, city: 'Gyumri' }),
  aShippingAddress({ id: 12, is_default_shipping: true }),
]

function renderDetail(rfq: Rfq | ((call: number) => Rfq), answers: Answers = {}, lang: 'en' | 'fa' = 'en') {
  let calls = 0
  return renderPage(<RfqDetail lang={lang} user={aSessionUser()} id={21} />, {
    lang,
    path: '/rfqs/21',
    answers: {
      'GET /rfqs/21/': () => ({ body: typeof rfq === 'function' ? rfq(++calls) : rfq }),
      'GET /customer/shipping-addresses/': { body: addresses },
      ...answers,
    },
  })
}

describe('a request for quotation, for its buyer', () => {
  test('an open request says an offer is being prepared and may be withdrawn', async () => {
    renderDetail(anRfq())
    expect(await screen.findByText('We are preparing an offer')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Sargol saffron' })).toBeTruthy()
    expect(screen.getByText('500 pieces')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull()
  })

  test('the standing offer shows its prices and terms; accepting ships to the default address and opens the order', async () => {
    const { user, requests, router } = renderDetail(offered, {
      'POST /rfqs/21/accept/': {
        body: { ...offered, status: 'accepted', order: { id: 77, order_number: 'CS-2026-0077' } },
      },
    })
    const offer = within(await screen.findByRole('region', { name: 'Our offer' }))
    expect(offer.getByText('500 × 1 kg tin')).toBeTruthy()
    expect(offer.getByText('$10.50')).toBeTruthy()
    expect(offer.getByText('$5,570.00')).toBeTruthy()
    expect(offer.getByText('Tbilisi')).toBeTruthy()
    expect(offer.getByText('December 15, 2026')).toBeTruthy()
    expect(((await offer.findByRole('combobox', { name: 'Ship to' })) as HTMLSelectElement).value).toBe('12')

    await user.click(offer.getByRole('button', { name: 'Accept offer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this offer?' })
    expect(dialog.textContent).toContain('$5,570.00')
    await user.click(within(dialog).getByRole('button', { name: 'Accept and place the order' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders/77'))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ offer: 41, shipping_address: 12 })
  })

  test('an offer replaced meanwhile is not taken: the buyer is told why and sees the newer one', async () => {
    const newer = { ...offered, offer: anRfqOffer({ id: 42, unit_price: 10, total_amount: 5320 }) }
    const { user } = renderDetail((call) => (call === 1 ? offered : newer), {
      'POST /rfqs/21/accept/': {
        status: 409,
        body: { detail: 'A newer offer replaced this one.', code: 'rfqs.offerReplaced' },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }))
    await user.click(await screen.findByRole('button', { name: 'Accept and place the order' }))

    expect(await screen.findByText(/Our sales team has just sent a newer offer/)).toBeTruthy()
    expect(await screen.findByText('$5,320.00')).toBeTruthy()
  })

  test('an expired offer says so and cannot be accepted', async () => {
    renderDetail(
      anRfq({ status: 'offered', offer: anRfqOffer({ expired: true }), available_actions: ['withdraw'] }),
    )
    expect(await screen.findByText('This offer has expired')).toBeTruthy()
    expect(screen.getByText('Expired')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull()
  })

  test('an accepted request links to its order; a declined one gives the reason', async () => {
    const accepted = anRfq({
      status: 'accepted',
      offer: anRfqOffer(),
      order: { id: 77, order_number: 'CS-2026-0077' },
      available_actions: [],
    })
    const { unmount } = renderDetail(accepted)
    expect((await screen.findByRole('link', { name: /Open order/ })).getAttribute('href')).toBe(
      '/en/orders/77',
    )
    unmount()

    renderDetail(
      anRfq({ status: 'declined', decline_reason: 'Out of season until May.', available_actions: [] }),
    )
    expect(await screen.findByText('Out of season until May.')).toBeTruthy()
    expect(screen.getByText('We cannot quote this request')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull()
  })

  test('withdrawing asks first, then shows the request withdrawn', async () => {
    const { user, requests } = renderDetail(anRfq(), {
      'POST /rfqs/21/withdraw/': { body: anRfq({ status: 'withdrawn', available_actions: [] }) },
    })
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this request?' })
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))

    expect(await screen.findByText('You withdrew this request')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/rfqs/21/withdraw/'])
  })

  test('in Persian, amounts and dates are written the Persian way', async () => {
    renderDetail(offered, {}, 'fa')
    const offer = within(await screen.findByRole('region', { name: 'پیشنهاد ما' }))
    expect(offer.getByText(/۵٬۵۷۰/)).toBeTruthy()
    expect(offer.getByText('۵۰۰ × 1 kg tin')).toBeTruthy()
  })
})
