// @vitest-environment happy-dom
import { PAYMENT_STATES } from '@caravanserai/contracts/payments'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../testing/render-page.tsx'
import { BUYER_PAYMENT_TONES, OPERATOR_PAYMENT_TONES, PaymentStateBadge } from './payment-state-badge.tsx'

describe('the payment state badge', () => {
  test('gives every payment state its own colour, for buyers and for operators', () => {
    const buyer = PAYMENT_STATES.map((state) => BUYER_PAYMENT_TONES[state])
    const operator = PAYMENT_STATES.map((state) => OPERATOR_PAYMENT_TONES[state].badge)
    expect(new Set(buyer).size).toBe(PAYMENT_STATES.length)
    expect(new Set(operator).size).toBe(PAYMENT_STATES.length)
  })

  test("says the state in the reader's words, its mark hidden from screen readers", () => {
    renderPage(
      <p>
        <PaymentStateBadge state="proof_sent" />
        <PaymentStateBadge reader="operator" state="proof_sent" />
      </p>,
    )
    const [buyer, operator] = [
      screen.getByText('Payment being checked'),
      screen.getByText('Confirmation to check'),
    ]
    expect(buyer.textContent).toBe('Payment being checked')
    expect(operator.textContent).toBe('Confirmation to check')
    for (const badge of [buyer, operator]) {
      expect([...badge.children].every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true)
    }
  })
})
