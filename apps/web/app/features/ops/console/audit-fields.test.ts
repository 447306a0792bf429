import { describe, expect, test } from 'vitest'
import audit from '../../../locales/en/audit.json'
import { AUDIT_FIELDS, AUDIT_ITEMS, codeLabelOf, fieldParts } from './audit-fields.ts'

describe("a changed field's path", () => {
  test('counts places from one, keeps ids and codes, and names languages and checks', () => {
    expect(fieldParts('variations.0.price_tiers.1.price')).toEqual([
      { kind: 'item', name: 'variations', ref: 1 },
      { kind: 'item', name: 'price_tiers', ref: 2 },
      { kind: 'field', name: 'price' },
    ])
    expect(fieldParts('payment_proofs.12.state')).toEqual([
      { kind: 'item', name: 'payment_proofs', ref: 12 },
      { kind: 'field', name: 'state' },
    ])
    expect(fieldParts('bank_accounts.EUR.swift')).toEqual([
      { kind: 'item', name: 'bank_accounts', ref: 'EUR' },
      { kind: 'field', name: 'swift' },
    ])
    expect(fieldParts('translations.fa.description')).toEqual([
      { kind: 'field', name: 'translations' },
      { kind: 'language', locale: 'fa' },
      { kind: 'field', name: 'description' },
    ])
    expect(fieldParts('variations.1.alt.40.hy')).toEqual([
      { kind: 'item', name: 'variations', ref: 2 },
      { kind: 'item', name: 'alt', ref: 40 },
      { kind: 'language', locale: 'hy' },
    ])
    expect(fieldParts('verifications.site_visit')).toEqual([
      { kind: 'field', name: 'verifications' },
      { kind: 'check', check: 'site_visit' },
    ])
  })

  test('shows a name the console does not know as the API wrote it', () => {
    expect(fieldParts('offer.new_term')).toEqual([
      { kind: 'field', name: 'offer' },
      { kind: 'raw', text: 'new_term' },
    ])
  })

  test('every field and collection the console knows has its words', () => {
    expect(AUDIT_FIELDS.filter((name) => !(name in audit.fields))).toEqual([])
    expect(AUDIT_ITEMS.filter((name) => !(name in audit.items))).toEqual([])
  })
})

describe('a value that is a code', () => {
  test('reads as the badge of its kind says it', () => {
    expect(codeLabelOf('order', 'status', 'pending_approval')).toEqual({
      ns: 'ops',
      key: 'status.pending_approval',
    })
    expect(codeLabelOf('rfq', 'status', 'offered')).toEqual({ ns: 'rfqs', key: 'status.offered' })
    expect(codeLabelOf('order', 'payment_state', 'paid')).toEqual({ ns: 'ops', key: 'paymentState.paid' })
    expect(codeLabelOf('order', 'payment_proofs.3.state', 'rejected')).toEqual({
      ns: 'ops',
      key: 'proofState.rejected',
    })
    expect(codeLabelOf('staff', 'role', 'admin')).toEqual({ ns: 'staff', key: 'roles.admin' })
    expect(codeLabelOf('customer', 'account', 'anonymised')).toEqual({
      ns: 'audit',
      key: 'values.account.anonymised',
    })
  })

  test('is left alone when its kind or the code is unknown', () => {
    expect(codeLabelOf('review', 'status', 'open')).toBeNull()
    expect(codeLabelOf('order', 'status', 'lost')).toBeNull()
    expect(codeLabelOf('order', 'incoterm', 'CIF')).toBeNull()
  })
})
