/**
 * The letters, marks, digits and punctuation of Persian that the storefront draws in Vazirmatn
 * (decision 018): the Arabic letters Persian uses and its own (پ چ ژ ک گ ی ۀ), the hamza and
 * vowel marks, Persian and Arabic-Indic digits with the separators `Intl` writes (٫ ٬ ٪), the
 * comma, semicolon and question mark, and the joiners and direction marks. Anything else falls
 * to the interface face. The weight axis is kept from regular to bold (the storefront's text runs
 * from 400 to 700; heavier asks get 700): 21 KB where the whole Arabic file, 100 to 900, is 46 KB.
 * `scripts/subset-persian-font.ts` writes vazirmatn-persian-wght.woff2 from these.
 */
export const PERSIAN_RANGES: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066c],
  [0x0670, 0x0670],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06c0, 0x06c0],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
]

/** The weights the cut keeps, as the stylesheet's `font-weight` range says. */
export const PERSIAN_WEIGHTS = { min: 400, max: 700 } as const

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(): string {
  return PERSIAN_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(', ')
}

export function inPersianSubset(codePoint: number): boolean {
  return PERSIAN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)
}
