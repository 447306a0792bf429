import {
  CLAIM_DESCRIPTION_MAX,
  type ClaimReason,
  type ClaimRemedy,
  type OpenClaimBody,
} from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { parseNumber } from '../../lib/parse-number.ts'

/** The claim form as the buyer fills it: each line ticked or not, with its quantity as typed. */
export type ClaimFormValues = {
  reason: ClaimReason | ''
  remedy: ClaimRemedy | ''
  description: string
  lines: Record<number, { checked: boolean; quantity: string }>
}

export const EMPTY_CLAIM: ClaimFormValues = { reason: '', remedy: '', description: '', lines: {} }

/** Reasons that name no line: nothing arrived, or it came late. */
const WHOLE_ORDER: readonly ClaimReason[] = ['not_received', 'late']

/** Whether a claim for `reason` must name the lines it is about (the contract's rule). */
export const needsLines = (reason: ClaimReason | '') => reason !== '' && !WHOLE_ORDER.includes(reason)

/** What the form says under a field: a key of `claims.problem`, and the most a quantity may be. */
export type ClaimProblem =
  | { key: 'reason' | 'remedy' | 'description' | 'descriptionTooLong' | 'lines' }
  | { key: 'quantity'; max: number }

export type ClaimProblems = {
  reason?: ClaimProblem
  remedy?: ClaimProblem
  description?: ClaimProblem
  lines?: ClaimProblem
  /** By the order item's id. */
  quantities?: Record<number, ClaimProblem>
}

/** The item's ordered quantity, which a claim's quantity may not pass. */
type Ordered = Pick<Order['order_items'][number], 'id' | 'quantity'>

/**
 * The body to send, or what is wrong with the form. Quantities are read as the buyer typed them,
 * in the page language's digits, and must be whole numbers from 1 to what was ordered; the server
 * judges again and has the last word.
 */
export function claimBody(
  values: ClaimFormValues,
  items: readonly Ordered[],
  files: readonly number[],
  lang: Lang,
): { body: OpenClaimBody; problems: null } | { body: null; problems: ClaimProblems } {
  const problems: ClaimProblems = {}
  if (!values.reason) problems.reason = { key: 'reason' }
  if (!values.remedy) problems.remedy = { key: 'remedy' }
  const description = values.description.trim()
  if (!description) problems.description = { key: 'description' }
  else if (description.length > CLAIM_DESCRIPTION_MAX) problems.description = { key: 'descriptionTooLong' }
  const lines: OpenClaimBody['lines'] = []
  const quantities: Record<number, ClaimProblem> = {}
  for (const item of items) {
    const line = values.lines[item.id]
    if (!line?.checked) continue
    const quantity = parseNumber(line.quantity, lang)
    if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity) {
      quantities[item.id] = { key: 'quantity', max: item.quantity }
    } else lines.push({ item: item.id, quantity })
  }
  if (Object.keys(quantities).length > 0) problems.quantities = quantities
  else if (lines.length === 0 && needsLines(values.reason)) problems.lines = { key: 'lines' }
  if (Object.keys(problems).length > 0 || !values.reason || !values.remedy) return { body: null, problems }
  return {
    body: { reason: values.reason, remedy: values.remedy, description, lines, files: [...files] },
    problems: null,
  }
}

/**
 * Where a server's field message goes: `lines.2.quantity` under the third line sent, any other
 * `lines…` under the lines, and the form's own fields under themselves; null for the rest, which
 * the form shows above its button.
 */
export function problemField(
  field: string,
  sent: OpenClaimBody | null,
): { field: 'reason' | 'remedy' | 'description' | 'lines' | 'files' } | { item: number } | null {
  const line = /^lines\.(\d+)(\.|$)/.exec(field)
  if (line) {
    const item = sent?.lines[Number(line[1])]?.item
    return item === undefined ? { field: 'lines' } : { item }
  }
  if (/^lines(\.|$)/.test(field)) return { field: 'lines' }
  if (/^files(\.|$)/.test(field)) return { field: 'files' }
  return field === 'reason' || field === 'remedy' || field === 'description' ? { field } : null
}
