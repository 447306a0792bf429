import type { OpenClaimBody } from '@caravanserai/contracts/claims'
import { describe, expect, test } from 'vitest'
import { type ClaimFormValues, claimBody, EMPTY_CLAIM, problemField } from './claim-form-values.ts'

const items = [
  { id: 11, quantity: 50 },
  { id: 12, quantity: 8 },
]

const filled = (fields: Partial<ClaimFormValues>): ClaimFormValues => ({
  ...EMPTY_CLAIM,
  reason: 'damaged',
  remedy: 'partial_refund',
  description: '  Six boxes crushed.  ',
  ...fields,
})

describe('the claim the form sends', () => {
  test('names the ticked lines with their quantities, the files, and the description trimmed', () => {
    const values = filled({
      lines: { 11: { checked: true, quantity: '6' }, 12: { checked: false, quantity: '8' } },
    })
    expect(claimBody(values, items, [31, 32], 'en')).toEqual({
      body: {
        reason: 'damaged',
        remedy: 'partial_refund',
        description: 'Six boxes crushed.',
        lines: [{ item: 11, quantity: 6 }],
        files: [31, 32],
      },
      problems: null,
    })
  })

  test('reads quantities typed in Persian digits', () => {
    const values = filled({ lines: { 12: { checked: true, quantity: '۸' } } })
    expect(claimBody(values, items, [], 'fa').body?.lines).toEqual([{ item: 12, quantity: 8 }])
  })

  test('refuses a quantity of none, a fraction, or more than was ordered, naming the most', () => {
    for (const quantity of ['0', '2.5', '51', 'six', '']) {
      const values = filled({ lines: { 11: { checked: true, quantity } } })
      expect(claimBody(values, items, [], 'en').problems, quantity).toEqual({
        quantities: { 11: { key: 'quantity', max: 50 } },
      })
    }
  })

  test('asks for lines unless the goods never came or came late', () => {
    expect(claimBody(filled({}), items, [], 'en').problems).toEqual({ lines: { key: 'lines' } })
    expect(
      claimBody(filled({ reason: 'not_received', remedy: 'refund' }), items, [], 'en').body?.lines,
    ).toEqual([])
    expect(claimBody(filled({ reason: 'late' }), items, [], 'en').problems).toBeNull()
  })

  test('asks for a reason, a remedy and a description', () => {
    expect(claimBody({ ...EMPTY_CLAIM, description: '   ' }, items, [], 'en').problems).toEqual({
      reason: { key: 'reason' },
      remedy: { key: 'remedy' },
      description: { key: 'description' },
    })
  })
})

describe('where a server’s field message goes', () => {
  const sent: OpenClaimBody = {
    reason: 'damaged',
    remedy: 'refund',
    description: 'x',
    lines: [
      { item: 12, quantity: 9 },
      { item: 11, quantity: 1 },
    ],
    files: [],
  }

  test('a line’s quantity under the line it was sent for', () => {
    expect(problemField('lines.0.quantity', sent)).toEqual({ item: 12 })
    expect(problemField('lines.1', sent)).toEqual({ item: 11 })
    expect(problemField('lines.5.item', sent)).toEqual({ field: 'lines' })
  })

  test('the form’s fields under themselves, and anything else above the button', () => {
    expect(problemField('lines', null)).toEqual({ field: 'lines' })
    expect(problemField('files.2', null)).toEqual({ field: 'files' })
    expect(problemField('description', null)).toEqual({ field: 'description' })
    expect(problemField('non_field_errors', null)).toBeNull()
  })
})
