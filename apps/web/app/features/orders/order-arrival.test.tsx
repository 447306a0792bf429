// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DisplayCurrencyProvider } from '../../lib/display-currency.tsx'
import { aCurrenciesAnswer, anOrder } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderFacts } from './order-facts.tsx'

function renderFacts(lang: Lang, estimated: string | null) {
  const order = anOrder({ status: 'pending_approval', shipping_price: 240, estimated_arrival: estimated })
  return renderPage(
    <DisplayCurrencyProvider lang={lang} chosen="USD">
      <OrderFacts lang={lang} order={order} />
    </DisplayCurrencyProvider>,
    { lang, answers: { 'GET /currencies/': { body: aCurrenciesAnswer({}) } } },
  )
}

describe('the estimated arrival of a quoted order', () => {
  test.each([
    ['en', 'Estimated arrival', 'December 4, 2026'],
    ['fa', 'زمان تقریبی رسیدن', '۱۳ آذر ۱۴۰۵'],
  ] as const)('in %s, is the quote’s day plus its route’s typical days, as a date', (lang, label, day) => {
    renderFacts(lang, '2026-12-04')
    const arrival = screen.getByText(label).nextElementSibling!
    expect(arrival.querySelector('time')!.getAttribute('datetime')).toBe('2026-12-04')
    expect(arrival.querySelector('time')!.textContent).toBe(day)
  })

  test('is not shown before a quote, or for a destination without a route', () => {
    renderFacts('en', null)
    expect(screen.queryByText('Estimated arrival')).toBeNull()
  })
})
