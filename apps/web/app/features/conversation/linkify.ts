/** A piece of a message: text as written, or a web address to make a link of. */
export type Piece = { text: string; href?: string }

/**
 * Web addresses (http and https only) become links; everything else stays text, rendered as text
 * by React, so a message can hold no markup. A trailing full stop, comma or closing bracket is the
 * sentence's, not the address's.
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/giu
const TRAILING = /[.,;:!?)\]}»"'،؛]+$/u

export function linkify(message: string): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  for (const match of message.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '')
    const start = match.index
    if (start > at) pieces.push({ text: message.slice(at, start) })
    let href: string | null = null
    try {
      const url = new URL(address)
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href
    } catch {
      href = null
    }
    pieces.push(href ? { text: address, href } : { text: address })
    at = start + address.length
  }
  if (at < message.length) pieces.push({ text: message.slice(at) })
  return pieces
}
