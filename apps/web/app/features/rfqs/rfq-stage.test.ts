import { expect, test } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { anRfq, anRfqOffer } from '../../testing/rfq-factories.ts'
import { acceptConflictOf, canWithdraw, rfqStage } from './rfq-stage.ts'

test('an open request without an offer waits for the operators', () => {
  expect(rfqStage(anRfq())).toEqual({ kind: 'waiting' })
})

test('a standing offer may be taken when the API offers the step', () => {
  const offer = anRfqOffer()
  expect(rfqStage(anRfq({ status: 'offered', offer, available_actions: ['accept', 'withdraw'] }))).toEqual({
    kind: 'offer',
    offer,
    canAccept: true,
  })
  expect(rfqStage(anRfq({ status: 'offered', offer, available_actions: [] }))).toMatchObject({
    kind: 'offer',
    canAccept: false,
  })
})

test('an offer past its day is shown as expired, whatever the actions say', () => {
  const offer = anRfqOffer({ expired: true })
  expect(rfqStage(anRfq({ status: 'offered', offer, available_actions: ['accept'] }))).toEqual({
    kind: 'expired',
    offer,
  })
})

test('an accepted request names its order; a declined one its reason', () => {
  const order = { id: 77, order_number: 'CS-2026-0077' }
  expect(rfqStage(anRfq({ status: 'accepted', offer: anRfqOffer(), order }))).toMatchObject({
    kind: 'accepted',
    order,
  })
  expect(rfqStage(anRfq({ status: 'declined', decline_reason: 'Out of season.' }))).toEqual({
    kind: 'declined',
    reason: 'Out of season.',
  })
  expect(rfqStage(anRfq({ status: 'withdrawn', offer: anRfqOffer() }))).toEqual({ kind: 'withdrawn' })
})

test('withdrawing follows the actions the API offers', () => {
  expect(canWithdraw(anRfq({ available_actions: ['withdraw'] }))).toBe(true)
  expect(canWithdraw(anRfq({ available_actions: [] }))).toBe(false)
})

test('the known reasons an acceptance is refused are read from the error code', () => {
  const refusal = (code: string) => new ApiError('…', 409, { detail: '…', code }, '/rfqs/21/accept/')
  expect(acceptConflictOf(refusal('rfqs.offerReplaced'))).toBe('rfqs.offerReplaced')
  expect(acceptConflictOf(refusal('rfqs.somethingElse'))).toBeNull()
  expect(acceptConflictOf(new Error('offline'))).toBeNull()
})
