import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '@caravanserai/contracts/ops-audit'
import { describe, expect, test } from 'vitest'
import am from '../../../locales/am/audit.json'
import en from '../../../locales/en/audit.json'
import fa from '../../../locales/fa/audit.json'
import ru from '../../../locales/ru/audit.json'
import { actionsByObjectType, auditFiltersFrom, auditSearchOf } from './audit-params.ts'

describe('the audit trail filters', () => {
  test('come from the address and go back to it, unknown values dropped', () => {
    const filters = auditFiltersFrom(
      new URLSearchParams('actor=3&action=order.quote&object_type=order&object_id=5&page=2'),
    )
    expect(filters).toEqual({ actor: 3, action: 'order.quote', objectType: 'order', objectId: 5, page: 2 })
    expect(auditSearchOf(filters)).toBe('?actor=3&action=order.quote&object_type=order&object_id=5&page=2')
    const junk = auditFiltersFrom(
      new URLSearchParams('actor=-1&action=order.eat&object_type=planet&object_id=9999999999&page=x'),
    )
    expect(junk).toEqual({ actor: null, action: null, objectType: null, objectId: null, page: 1 })
    expect(auditSearchOf(junk)).toBe('')
  })

  test('group every action under the object it is about, each named in every language', () => {
    const grouped = actionsByObjectType()
    expect(grouped.flatMap(([, actions]) => actions).sort()).toEqual([...AUDIT_ACTIONS].sort())
    for (const [type, actions] of grouped)
      for (const action of actions) expect(action.startsWith(`${type}.`)).toBe(true)
    for (const tree of [en, ru, am, fa]) {
      const actions = tree.actions as Record<string, Record<string, string>>
      for (const action of AUDIT_ACTIONS) {
        const [type, verb] = action.split('.') as [string, string]
        expect(actions[type]?.[verb], action).toBeTruthy()
      }
      for (const type of AUDIT_OBJECT_TYPES)
        expect((tree.objects as Record<string, string>)[type]).toBeTruthy()
    }
  })
})
