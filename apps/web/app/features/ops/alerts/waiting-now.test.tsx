// @vitest-environment happy-dom
import type { WaitingNow } from '@caravanserai/contracts/ops-alerts'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { WaitingNowPanel } from './waiting-now.tsx'

const now: WaitingNow = {
  waiting: { order_requested: 3, quote_approved: 2, proof_sent: 1, buyer_message: 5, claim_opened: 2 },
  unread_orders: [
    { id: 41, order_number: 'CS-260301-AAAAAA', unread: 4 },
    { id: 17, order_number: 'CS-260214-BBBBBB', unread: 1 },
  ],
}

describe('what waits now, on the console’s home', () => {
  test('counts each kind and leads to where it is dealt with', async () => {
    renderPage(<WaitingNowPanel lang="en" />, {
      path: '/ops',
      outletContext: { operator: aSessionUser(), role: 'operator' },
      answers: { 'GET /ops/me/waiting/': { body: now } },
    })
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href')
    expect(await link(/^3 Orders to quote$/)).toBe('/en/ops/orders?status=pending_shipping')
    expect(await link(/^2 Approved orders to ship$/)).toBe('/en/ops/orders?status=processing')
    expect(await link(/^1 Transfer confirmations to check$/)).toBe('/en/ops/orders?payment=proof_sent')
    expect(await link(/^5 Unread buyer messages$/)).toBe('/en/ops/orders/41#conversation')
    expect(await link(/^2 Open claims$/)).toBe('/en/ops/claims')
    expect(await link(/^CS-260214-BBBBBB$/)).toBe('/en/ops/orders/17#conversation')
  })
})
