import type { Lang } from '@caravanserai/contracts/languages'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { storeLanguage } from '../../lib/i18n.ts'
import { localizedPath } from '../../lib/links.ts'

/** Each language named in itself, so a reader finds their own whatever the page language. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  ru: 'Русский',
  am: 'Հայերեն',
  fa: 'فارسی',
}

/**
 * Switching (docs/product.md#languages) stores the choice, invalidates every cached query and
 * replaces the history entry with the same path and query under the new prefix.
 */
export function useLanguageSwitch() {
  const queryClient = useQueryClient()
  const location = useLocation()
  return {
    hrefFor: (lang: Lang) => localizedPath(`${location.pathname}${location.search}${location.hash}`, lang),
    onSwitch: (lang: Lang) => {
      storeLanguage(lang)
      void queryClient.invalidateQueries()
    },
  }
}
