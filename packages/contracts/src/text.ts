// Text no column can hold: a NUL (PostgreSQL's text type refuses U+0000) or a surrogate
// without its pair (not a character at all; a driver would store U+FFFD in its place).
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]'
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE)
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE, 'g')

/** Whether every character of `text` can be stored: the API refuses any other text with a 400. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !HAS_LONE_SURROGATE.test(text)
}

/** `text` without what cannot be stored, for text a page reads from its own address. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(EVERY_LONE_SURROGATE, '')
}
