import { SheetError } from './sheet-error.ts'

// The little XML reading an XLSX needs, in time linear in the text: every search starts where the
// last one ended or stays inside the element it reads, and a missing '>' or closing tag ends the
// scan as damaged instead of searching the rest of the text again (as a regular expression would,
// once per opening tag).

export type XmlElement = { head: string; inner: string }

const AFTER_NAME = new Set([' ', '\t', '\n', '\r', '>', '/'])

/** Where the next `<name` tag opens at or after `from`; Infinity when none does. */
function nextTag(xml: string, name: string, from: number): number {
  const open = `<${name}`
  for (let at = xml.indexOf(open, from); at >= 0; at = xml.indexOf(open, at + 1))
    if (AFTER_NAME.has(xml[at + open.length] ?? '')) return at
  return Number.POSITIVE_INFINITY
}

/**
 * The `name` elements of `xml` in order: `head`, the attributes; `inner`, the text up to the
 * closing tag (empty for `<name/>`). Elements of `name` inside a `skip` element are passed over.
 * Neither name may nest inside itself, which holds for the spreadsheet elements read here.
 */
export function* elements(xml: string, name: string, skip?: string): Generator<XmlElement> {
  let at = 0
  // The next opening of each name, searched for again only once the reading has passed it.
  let ownAt = -1
  let skipAt = skip === undefined ? Number.POSITIVE_INFINITY : -1
  for (;;) {
    if (ownAt < at) ownAt = nextTag(xml, name, at)
    if (skipAt < at) skipAt = nextTag(xml, skip!, at)
    if (ownAt === Number.POSITIVE_INFINITY) return
    const own = ownAt < skipAt
    const tag = own ? name : skip!
    const start = own ? ownAt : skipAt
    const headEnd = xml.indexOf('>', start)
    if (headEnd < 0) throw new SheetError('damaged')
    const head = xml.slice(start + 1 + tag.length, headEnd)
    if (head.endsWith('/')) {
      at = headEnd + 1
      if (own) yield { head: head.slice(0, -1), inner: '' }
      continue
    }
    const closing = `</${tag}>`
    const close = xml.indexOf(closing, headEnd + 1)
    if (close < 0) throw new SheetError('damaged')
    at = close + closing.length
    if (own) yield { head, inner: xml.slice(headEnd + 1, close) }
  }
}

/** Whether `xml` opens more than `max` `name` tags: counted alone, far faster than read. */
export function opensMoreThan(xml: string, name: string, max: number): boolean {
  let count = 0
  for (let at = nextTag(xml, name, 0); at !== Number.POSITIVE_INFINITY; at = nextTag(xml, name, at + 1))
    if (++count > max) return true
  return false
}

/** The first `name` element of `xml`, if any. */
export function firstElement(xml: string, name: string): XmlElement | undefined {
  for (const element of elements(xml, name)) return element
  return undefined
}

const ATTRIBUTES = new Map<string, RegExp>()

/** An attribute's raw value in an element's head. */
export function attribute(head: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name)
  if (!pattern) {
    pattern = new RegExp(`\\s${name}="([^"]*)"`)
    ATTRIBUTES.set(name, pattern)
  }
  return pattern.exec(head)?.[1]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** XML text as written: entities and character references, then the `_x000D_` escapes of OOXML. */
export function decodeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : ENTITIES[name]!,
    )
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}
