import { expect, test } from 'vitest'
import { anRfq, anRfqOffer } from '../../../testing/rfq-factories.ts'
import { rfqHistory } from './rfq-history.ts'

test('a new request has only its sending', () => {
  expect(rfqHistory(anRfq())).toEqual([{ kind: 'requested', at: '2026-11-28T10:00:00Z' }])
})

test('an accepted request tells its offer and the order it became, oldest first', () => {
  const order = { id: 77, order_number: 'CS-2026-0077' }
  const rfq = anRfq({ status: 'accepted', offer: anRfqOffer(), order, updated_at: '2026-12-03T08:00:00Z' })
  expect(rfqHistory(rfq)).toEqual([
    { kind: 'requested', at: '2026-11-28T10:00:00Z' },
    { kind: 'offered', at: '2026-12-01T09:00:00Z', total: 5570, validUntil: '2026-12-15' },
    { kind: 'accepted', at: '2026-12-03T08:00:00Z', order },
  ])
})

test('a declined or withdrawn request ends at its last change', () => {
  const at = '2026-12-02T12:00:00Z'
  expect(
    rfqHistory(anRfq({ status: 'declined', decline_reason: 'Out of season.', updated_at: at })).at(-1),
  ).toEqual({
    kind: 'declined',
    at,
    reason: 'Out of season.',
  })
  expect(rfqHistory(anRfq({ status: 'withdrawn', updated_at: at })).at(-1)).toEqual({ kind: 'withdrawn', at })
})
