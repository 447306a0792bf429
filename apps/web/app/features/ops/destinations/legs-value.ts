import { LOCALES } from '@caravanserai/contracts/languages'
import { LEG_DAYS_MAX, type OpsLeg, type PutLegsInput } from '@caravanserai/contracts/ops-destinations'
import type { LegEndKind } from '@caravanserai/contracts/shipments'
import {
  emptyNames,
  type NameIssue,
  type NamesErrors,
  type NamesValue,
  nameIssues,
  namesBody,
  namesValueOf,
} from '../console/names-value.ts'

// The route editor's state and checks (docs/product.md#destinations): legs in order, each named
// in four languages with its typical whole days, and the milestone that ends it
// (docs/decisions/060-shipment-milestones.md).

/** One leg as the form holds it; `key` keeps React's rows apart while they move. */
export type LegDraft = { key: number; names: NamesValue; days: string; endsWith: LegEndKind | null }

/** What is wrong with a leg: per name input, and with its days. */
export type LegIssues = { names: Partial<Record<keyof NamesValue, NameIssue>>; days: boolean }

/** Messages for one leg's inputs, already in the page language. */
export type LegErrors = { names: NamesErrors; days?: string; endsWith?: string }

let nextKey = 0
export function newLeg(leg?: OpsLeg): LegDraft {
  nextKey += 1
  return {
    key: nextKey,
    names: leg ? namesValueOf(leg.names) : emptyNames(),
    days: leg ? String(leg.days) : '',
    endsWith: leg?.ends_with ?? null,
  }
}

/** Whole days from 0 to LEG_DAYS_MAX, written in Western or Persian digits; null otherwise. */
export function daysOf(text: string): number | null {
  const western = text.trim().replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  if (!/^\d{1,3}$/.test(western)) return null
  const days = Number(western)
  return days <= LEG_DAYS_MAX ? days : null
}

/** The typical days door to door of the legs as written; null while any leg's days are not valid. */
export function totalDays(legs: LegDraft[]): number | null {
  let total = 0
  for (const leg of legs) {
    const days = daysOf(leg.days)
    if (days === null) return null
    total += days
  }
  return total
}

/** Each leg's problems, by index; empty when the route may be sent. */
export function legIssues(legs: LegDraft[]): Map<number, LegIssues> {
  const issues = new Map<number, LegIssues>()
  legs.forEach((leg, index) => {
    const names = nameIssues(leg.names)
    const days = daysOf(leg.days) === null
    if (days || Object.keys(names).length > 0) issues.set(index, { names, days })
  })
  return issues
}

export function legsBody(legs: LegDraft[]): PutLegsInput {
  return {
    legs: legs.map((leg) => ({
      names: namesBody(leg.names),
      days: daysOf(leg.days) ?? 0,
      ends_with: leg.endsWith,
    })),
  }
}

/** The API's messages (`legs.1.names.en`, `legs.1.days`, `legs.1.ends_with`) by leg index. */
export function serverLegErrors(fieldErrors: Record<string, string[]>): Map<number, LegErrors> {
  const errors = new Map<number, LegErrors>()
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^legs\.(\d+)\.(days|ends_with|names(?:\.(\w+))?)$/.exec(field)
    if (!match) continue
    const index = Number(match[1])
    const leg = errors.get(index) ?? { names: {} }
    const text = messages.join(' ')
    if (match[2] === 'days') leg.days = text
    else if (match[2] === 'ends_with') leg.endsWith = text
    else {
      const locale = LOCALES.find((l) => l === match[3]) ?? 'en'
      leg.names[locale] = text
    }
    errors.set(index, leg)
  }
  return errors
}
