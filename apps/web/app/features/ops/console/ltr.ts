/**
 * A Latin code (order number, tracking number, email) inside a translated sentence keeps its own
 * left-to-right order in Persian: wrapped in Unicode directional isolates (LRI … PDI).
 */
export function ltr(code: string): string {
  return `\u2066${code}\u2069`
}
