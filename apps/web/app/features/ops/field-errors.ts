/** A form error as react-hook-form holds it: zod's issue code as type, and its message. */
export type FormError = { type?: string | number; message?: string }

/** Which `fields.*` text of the ops catalogue explains each issue of one field. */
export type FieldTexts = Partial<Record<string, string>> & { fallback?: string }

export type FieldText = { text: string } | { key: string }

/**
 * What to show under a console field: a server message as it came (already in the page
 * language), else the text named for the message (custom issues of the form's own
 * schema) or for its code (the contract's limits), else a general 'check this field'.
 */
export function fieldText(error: FormError | undefined, texts: FieldTexts): FieldText | null {
  if (!error) return null
  if (error.type === 'server') return { text: error.message ?? '' }
  const named = (name: string | undefined) => (name && Object.hasOwn(texts, name) ? texts[name] : undefined)
  return { key: named(error.message) ?? named(String(error.type)) ?? texts.fallback ?? 'fields.invalid' }
}
