// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { aCart, anOrder, aSessionUser, aShippingAddress } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CheckoutForm } from './checkout-form.tsx'

const destinations = [
  {
    id: 1,
    name: 'Tbilisi',
    legs: [
      { name: 'Tehran → Nurduz', days: 3 },
      { name: 'Nurduz → Tbilisi', days: 1 },
      { name: 'Customs clearance', days: 1 },
    ],
    lead_days: 5,
  },
  { id: 2, name: 'Dubai', legs: [], lead_days: null },
]
const addresses = [
  aShippingAddress({ id: 11, company_name: null, city: 'Gyumri', is_default_shipping: true }),
  aShippingAddress({ id: 12 }),
]

function renderCheckout({
  lang = 'en',
  answers = {},
  shownDestinations = destinations,
}: {
  lang?: Lang
  answers?: Answers
  shownDestinations?: typeof destinations
} = {}) {
  const onStale = vi.fn()
  const page = renderPage(
    <CheckoutForm
      lang={lang}
      user={aSessionUser()}
      cart={aCart()}
      destinations={shownDestinations}
      addresses={addresses}
      onStale={onStale}
    />,
    { lang, path: '/checkout', answers },
  )
  return { ...page, onStale }
}

async function fillAndSubmit(user: ReturnType<typeof renderCheckout>['user']) {
  await user.click(screen.getByRole('radio', { name: 'Dubai' }))
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Ship to' }),
    'Aram Petrosyan, Ararat Foods, 1 Abovyan Street, Yerevan, Armenia',
  )
  await user.type(screen.getByRole('textbox', { name: /Order notes/ }), 'Call before delivery')
  await user.click(screen.getByRole('button', { name: 'Request shipping' }))
}

describe('the checkout form', () => {
  test.each([
    ['en', 'Request shipping', 'Please choose a shipping destination.'],
    ['fa', 'درخواست ارسال', 'لطفاً یک مقصد ارسال انتخاب کنید.'],
  ] as const)(
    'in %s, a request without a destination says so and sends nothing',
    async (lang, submit, message) => {
      const { user, requests } = renderCheckout({ lang, shownDestinations: [] })

      await user.click(screen.getByRole('button', { name: submit }))

      expect(await screen.findByText(message)).toBeTruthy()
      expect(requests).toEqual([])
    },
  )

  test.each([
    ['en', 'What happens next', /bank transfer/, /payment/i],
    ['fa', 'مراحل بعدی', /حوالهٔ بانکی/, /پرداخت/],
  ] as const)(
    'in %s, the summary says what follows the request and offers no payment at checkout',
    (lang, heading, transfer, payment) => {
      renderCheckout({ lang })

      const steps = screen.getByRole('list', { name: heading })
      expect(within(steps).getAllByRole('listitem')).toHaveLength(4)
      expect(steps.textContent).toMatch(transfer)
      expect(screen.queryByRole('button', { name: payment })).toBeNull()
    },
  )

  test.each([
    ['en', 'Typically 5 days door to door'],
    ['ru', 'Обычно 5 дней от двери до двери'],
    ['fa', 'معمولاً ۵ روز درب تا درب'],
  ] as const)(
    'in %s, says how long the chosen destination typically takes, and nothing without a route',
    async (lang, line) => {
      const { user } = renderCheckout({ lang })
      expect(await screen.findByText(line)).toBeTruthy()
      await user.click(screen.getByRole('radio', { name: 'Dubai' }))
      expect(screen.queryByText(line)).toBeNull()
    },
  )

  test('a valid request sends the choices with an Idempotency-Key and opens the new order', async () => {
    const { user, requests, router } = renderCheckout({
      answers: { 'POST /order/request-shipping/': { status: 201, body: anOrder({ id: 77 }) } },
    })

    await fillAndSubmit(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders/77'))
    expect(requests).toHaveLength(1)
    const [sent] = requests
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe('/order/request-shipping/')
    expect(sent?.body).toEqual({
      shipping_destination: 2,
      shipping_address: 12,
      customer_notes: 'Call before delivery',
    })
    expect(sent?.headers['Idempotency-Key']).toMatch(/^checkout-[0-9a-f]{32}$/)
  })

  test('the server’s field errors are shown under their fields', async () => {
    const { user, requests, onStale } = renderCheckout({
      answers: {
        'POST /order/request-shipping/': {
          status: 400,
          body: {
            shipping_destination: ['Dubai no longer takes shipments.'],
            customer_notes: ['Notes cannot name a carrier.'],
          },
        },
      },
    })

    await fillAndSubmit(user)

    expect(
      await screen.findByRole('group', {
        name: 'Shipping destination',
        description: 'Dubai no longer takes shipments.',
      }),
    ).toBeTruthy()
    expect(
      screen.getByRole('textbox', { name: /Order notes/, description: /Notes cannot name a carrier\./ }),
    ).toBeTruthy()
    expect(requests).toHaveLength(1)
    expect(onStale).toHaveBeenCalled()
  })
})
