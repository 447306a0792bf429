import type { Locale } from '@caravanserai/contracts/languages'
import type { FastifySchemaValidationError } from 'fastify'
import { isMessageKey, type MessageKey, translate } from '../i18n/messages.ts'

type IssueParams = {
  expected?: string
  input?: unknown
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  format?: string
  values?: unknown[]
  keys?: string[]
  params?: Record<string, unknown>
}

const EXPECTED: Record<string, MessageKey> = {
  number: 'validation.expectedNumber',
  int: 'validation.expectedInteger',
  string: 'validation.expectedString',
  boolean: 'validation.expectedBoolean',
  object: 'validation.expectedObject',
  array: 'validation.expectedArray',
}

function issueMessage(
  keyword: string,
  message: string,
  p: IssueParams,
): [MessageKey, Record<string, unknown>] {
  // Contract schemas carry message keys rather than English (STYLE: validation lives in contracts).
  if (isMessageKey(message)) return [message, p.params ?? {}]
  switch (keyword) {
    case 'invalid_type':
      // Zod 4 leaves the input out of issues; its default message names what it received.
      if (message.endsWith('received undefined')) return ['validation.required', {}]
      return [EXPECTED[p.expected ?? ''] ?? 'validation.invalid', {}]
    case 'too_small':
      if (p.origin === 'string')
        return [p.minimum === 1 ? 'validation.required' : 'validation.tooShort', { min: p.minimum }]
      if (p.origin === 'array') return ['validation.tooFewItems', { min: p.minimum }]
      return ['validation.tooSmall', { min: p.minimum }]
    case 'too_big':
      if (p.origin === 'string') return ['validation.tooLong', { max: p.maximum }]
      if (p.origin === 'array') return ['validation.tooManyItems', { max: p.maximum }]
      return ['validation.tooBig', { max: p.maximum }]
    case 'invalid_format':
      if (p.format === 'email') return ['validation.invalidEmail', {}]
      if (p.format === 'url') return ['validation.invalidUrl', {}]
      return ['validation.invalid', {}]
    case 'invalid_value':
      if (p.input !== undefined) return ['validation.invalidChoice', { value: String(p.input) }]
      return p.values
        ? ['validation.chooseOneOf', { choices: p.values.join(', ') }]
        : ['validation.invalid', {}]
    default:
      return ['validation.invalid', {}]
  }
}

/**
 * Request validation failures as DRF-style field errors: `{"field": ["message"]}`, nested paths
 * joined with dots, and `non_field_errors` for a problem with the whole body.
 */
export function fieldErrors(
  issues: FastifySchemaValidationError[],
  locale: Locale,
): Record<string, string[]> {
  // A Map: a field named like an Object member (toString, constructor) is a field like any other.
  const out = new Map<string, string[]>()
  const add = (field: string, text: string) => {
    const list = out.get(field) ?? []
    if (!list.includes(text)) list.push(text)
    out.set(field, list)
  }
  for (const issue of issues) {
    const params = issue.params as IssueParams
    const base = issue.instancePath.split('/').filter(Boolean).join('.')
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of params.keys ?? [])
        add(base ? `${base}.${key}` : key, translate(locale, 'validation.unknownField'))
      continue
    }
    const [key, values] = issueMessage(issue.keyword, issue.message ?? '', params)
    add(base || 'non_field_errors', translate(locale, key, values))
  }
  return Object.fromEntries(out)
}
