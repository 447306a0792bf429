/**
 * One spelling for search (docs/product.md#search): lower case; Arabic yeh/kaf/heh variants as Persian;
 * Persian and Arabic digits as ASCII; zero-width non-joiners and tatweel as nothing or a space;
 * Armenian և (ech-yiwn) as ե+ւ; diacritics (harakat) removed; runs of spaces folded.
 * The same function normalises stored documents and queries, so both meet in the middle.
 */
export function normalizeSearchText(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064a\u0649]/g, '\u06cc') // ي ى → ی
    .replace(/\u0643/g, '\u06a9') // ك → ک
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/[\u0623\u0625\u0622]/g, '\u0627') // أ إ آ → ا
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\p{Mn}/gu, '') // harakat and other combining marks (NFKC has composed й, ё…)
    .replace(/\u0640/g, '') // tatweel
    .replace(/\u0587/g, '\u0565\u0582') // և → եւ
    .replace(/ё/g, 'е')
    .replace(/\u200c|\u200d|\u200e|\u200f|\u00ad/g, ' ')
    .replace(/[^\p{L}\p{N}%.\-/]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
