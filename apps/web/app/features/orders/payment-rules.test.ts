import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { describe, expect, test } from 'vitest'
import { anOrder } from '../../testing/factories.ts'
import { PROOF_ACCEPT, proofFileProblem, showsPayment } from './payment-rules.ts'

describe('when an order shows its payment', () => {
  test('from the approval of the quote on, and not before while nothing has moved', () => {
    const shown = ORDER_STATUSES.filter((status) => showsPayment(anOrder({ status })))
    expect(shown).toEqual(['processing', 'shipped', 'delivered', 'completed'])
  })

  test('whenever a confirmation waits or money was received, whatever the status', () => {
    expect(showsPayment(anOrder({ status: 'pending_approval', payment_state: 'proof_sent' }))).toBe(true)
    expect(showsPayment(anOrder({ status: 'pending_approval', payment_state: 'partially_paid' }))).toBe(true)
  })
})

describe('checking a transfer confirmation before it is sent', () => {
  const file = (name: string, type: string, size = 2048) => ({ name, type, size })

  test('takes PDFs and JPEG, PNG and WebP pictures up to the limit', () => {
    expect(proofFileProblem(file('confirmation.pdf', 'application/pdf'))).toBeNull()
    expect(proofFileProblem(file('IMG_2041.JPG', 'image/jpeg'))).toBeNull()
    expect(proofFileProblem(file('scan.png', 'image/png', ATTACHMENT_MAX_BYTES))).toBeNull()
    expect(proofFileProblem(file('scan.webp', 'image/webp'))).toBeNull()
  })

  test('refuses other kinds, an empty file and a file over the limit', () => {
    expect(proofFileProblem(file('statement.docx', 'application/msword'))).toBe('type')
    expect(proofFileProblem(file('photo.heic', 'image/heic'))).toBe('type')
    expect(proofFileProblem(file('confirmation.pdf', 'application/pdf', 0))).toBe('empty')
    expect(proofFileProblem(file('scan.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1))).toBe('tooLarge')
  })

  test('judges by the name when the device gives no type', () => {
    expect(proofFileProblem(file('Confirmation.PDF', ''))).toBeNull()
    expect(proofFileProblem(file('confirmation', ''))).toBe('type')
  })

  test('the picker offers the contract’s types and their usual names', () => {
    expect(PROOF_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', '.pdf', '.jpg']),
    )
  })
})
