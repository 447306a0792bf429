import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { INTL_LOCALE } from './format.ts'
import { useTranslation } from './use-translation.tsx'

/**
 * The currencies' names in the page language, as a sentence says them (`армянский драм`) and as a
 * list item starts them (`Армянский драм`). Translated rather than asked of Intl.DisplayNames:
 * browsers without Armenian locale data would name them in English, unlike the server's page.
 */
export function useCurrencyNames(lang: Lang) {
  const { t } = useTranslation()
  const name = (currency: Currency) => t(`currency.names.${currency}`)
  return {
    name,
    title: (currency: Currency) => {
      const text = name(currency)
      return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + text.slice(1)
    },
  }
}
