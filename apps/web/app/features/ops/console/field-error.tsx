import type { Lang } from '@caravanserai/contracts/languages'
import { type FieldTexts, type FormError, fieldText } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * The console's field messages in the page language. Limits come in `values` already formatted
 * (a length, a price), since numbers never live in the catalogue.
 */
export function useFieldText(lang: Lang) {
  const { t } = useTranslation('ops')
  return (error: FormError | undefined, texts: FieldTexts, values: Record<string, string> = {}) => {
    const found = fieldText(error, texts)
    if (!found) return null
    if ('text' in found) return found.text
    return t(found.key, { example: formatNumber(lang, 120.5, { minimumFractionDigits: 2 }), ...values })
  }
}

export function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null
  return (
    <p id={id} className="text-red-800 text-sm">
      {text}
    </p>
  )
}
