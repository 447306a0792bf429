import { LOCALES } from '@caravanserai/contracts/languages'
import { DEMO_REVIEWERS } from './reviewers.ts'
import { ART_MOTIFS, type DemoCategory, type Text4 } from './types.ts'

/** Every problem with a demo category, as sentences; an empty list means it is sound. */
export function problemsOf(category: DemoCategory): string[] {
  const problems: string[] = []
  const where = (s: string) => `${category.key}: ${s}`
  const text = (t: Text4, what: string) => {
    for (const locale of LOCALES) {
      if (!t[locale]?.trim()) problems.push(where(`${what} has no ${locale} text`))
    }
    if (/[يك]/.test(t.fa)) problems.push(where(`${what} uses Arabic ي or ك in Persian`))
    if (t.ru === t.en || t.fa === t.en || t.hy === t.en) {
      // Proper names may stay the same, but a whole text left in English is untranslated.
      if (t.en.split(' ').length > 3) problems.push(where(`${what} looks untranslated`))
    }
  }
  text(category.name, 'category name')
  const types = new Map(category.productTypes.map((t) => [t.key, t]))
  for (const type of category.productTypes) {
    text(type.name, `type ${type.key}`)
    if (!ART_MOTIFS.includes(type.art)) problems.push(where(`type ${type.key} has unknown art ${type.art}`))
    if (type.attributes.length === 0) problems.push(where(`type ${type.key} has no attributes`))
    for (const attribute of type.attributes) {
      text(attribute.name, `attribute ${type.key}.${attribute.key}`)
      if (attribute.values.length < 2)
        problems.push(where(`attribute ${attribute.key} has fewer than 2 values`))
      for (const value of attribute.values) text(value.label, `value ${attribute.key}.${value.key}`)
    }
  }
  for (const product of category.products) {
    const type = types.get(product.productType)
    const p = (s: string) => `product ${product.key} ${s}`
    if (!type) {
      problems.push(where(p(`has unknown type ${product.productType}`)))
      continue
    }
    text(product.name, p('name'))
    text(product.description, p('description'))
    if (!product.producer.trim()) problems.push(where(p('has no producer')))
    if (product.variations.length < 1 || product.variations.length > 4)
      problems.push(where(p('needs 1–4 variations')))
    for (const [i, v] of product.variations.entries()) {
      text(v.name, p(`variation ${i}`))
      if (!(v.price > 0) || Math.abs(v.price * 100 - Math.round(v.price * 100)) > 1e-6)
        problems.push(where(p(`variation ${i} price`)))
      if (!Number.isInteger(v.stock) || v.stock < 0) problems.push(where(p(`variation ${i} stock`)))
      if (!Number.isInteger(v.minimumOrderQuantity) || v.minimumOrderQuantity < 1)
        problems.push(where(p(`variation ${i} minimum order`)))
      for (const attribute of type.attributes) {
        const value = v.attributes[attribute.key]
        if (!value || !attribute.values.some((x) => x.key === value))
          problems.push(where(p(`variation ${i} lacks a valid ${attribute.key}`)))
      }
    }
    for (const review of product.reviews) {
      if (!DEMO_REVIEWERS[review.reviewer]) problems.push(where(p(`review by unknown ${review.reviewer}`)))
      if (!review.comment.trim()) problems.push(where(p('review without comment')))
    }
  }
  const keys = category.products.map((x) => x.key)
  if (new Set(keys).size !== keys.length) problems.push(where('product keys repeat'))
  return problems
}
