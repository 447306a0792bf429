/**
 * The PATCH body of an edit: only the fields whose parsed value differs from the saved one, so a
 * save never undoes what another tab changed meanwhile (a default address moved elsewhere, for
 * instance). Null when nothing changed.
 */
export function changedFields<T extends object>(parsed: T, saved: object): Partial<T> | null {
  const before = saved as Record<string, unknown>
  const entries = Object.entries(parsed).filter(
    ([name, value]) => value !== undefined && value !== before[name],
  )
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : null
}
