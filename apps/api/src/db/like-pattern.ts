/**
 * `%text%` for LIKE and ILIKE, with the text's own `%`, `_` and `\` taken literally (backslash is
 * PostgreSQL's default escape): a visitor's "100%" or "a_b" matches those characters, not any.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
