import { DEMO_REVIEWERS } from './reviewers.ts'
import type { DemoAttribute, DemoAttributeValue, DemoReview, DemoVariation, Text4 } from './types.ts'

// Small builders the demo catalogue files write their data with.

export const t = (en: string, ru: string, hy: string, fa: string): Text4 => ({ en, ru, hy, fa })

export const value = (key: string, en: string, ru: string, hy: string, fa: string): DemoAttributeValue => ({
  key,
  label: t(en, ru, hy, fa),
})

export const attribute = (key: string, name: Text4, values: DemoAttributeValue[]): DemoAttribute => ({
  key,
  name,
  values,
})

/** Inside a variation name, labels after the first start lower-case ("Pushal, category II, 1 kg vacuum bag"). */
export const inner = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s)

/** A variation name made of attribute labels, e.g. "20–22 per oz, 25 kg jute bag". */
export function nameOf(values: DemoAttributeValue[]): Text4 {
  const labels = values.map((v) => v.label)
  return {
    en: labels.map((l, i) => (i ? inner(l.en) : l.en)).join(', '),
    ru: labels.map((l, i) => (i ? inner(l.ru) : l.ru)).join(', '),
    hy: labels.map((l, i) => (i ? inner(l.hy) : l.hy)).join(', '),
    fa: labels.map((l) => l.fa).join('، '),
  }
}

/** A variation: its value for every attribute, the values that name it, and its USD price per named unit. */
export function variation(
  values: Record<string, DemoAttributeValue>,
  name: DemoAttributeValue[],
  price: number,
  stock: number,
  minimumOrderQuantity: number,
): DemoVariation {
  return {
    name: nameOf(name),
    price,
    stock,
    minimumOrderQuantity,
    attributes: Object.fromEntries(Object.entries(values).map(([key, v]) => [key, v.key])),
  }
}

/** Words that name a variation without being an attribute value of their own. */
export const label = (en: string, ru: string, hy: string, fa: string): DemoAttributeValue =>
  value('', en, ru, hy, fa)

/** A review in its reviewer's own language. */
export function review(
  reviewer: string,
  rating: DemoReview['rating'],
  daysAgo: number,
  comment: string,
): DemoReview {
  const who = DEMO_REVIEWERS[reviewer]
  if (!who) throw new Error(`Unknown demo reviewer ${reviewer}`)
  return { rating, comment, locale: who.locale, reviewer, daysAgo }
}
