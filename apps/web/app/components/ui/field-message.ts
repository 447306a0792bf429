/** A form error as react-hook-form holds it: zod's issue code and message (a key from the contract). */
type FormError = { type?: string | number; message?: string }
type Translate = (key: string, options?: Record<string, unknown>) => string

const CONTRACT_KEY = /^[a-z]+\.[a-zA-Z]+$/

/**
 * The text to show under a field. Contract messages are keys (`contact.nameRequired`) translated
 * from the `fields` group of the content catalogue; a length limit names its maximum; a message
 * from the server is already in the page language and is shown as it is.
 */
export function fieldMessage(t: Translate, error: FormError | undefined, max?: string): string | null {
  if (!error) return null
  const message = error.message ?? ''
  if (error.type === 'server') return message
  if (CONTRACT_KEY.test(message)) {
    const text = t(`fields.${message}`, { defaultValue: '' })
    if (text) return text
  }
  if (error.type === 'too_big' && max) return t('fields.tooLong', { max })
  return t('fields.invalid')
}
