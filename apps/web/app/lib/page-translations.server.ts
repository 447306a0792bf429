import type { Lang } from '@caravanserai/contracts/languages'
import { resources } from './i18n.server.ts'
import type { PageNamespace, PageTranslations } from './page-translations.ts'

/** A page-only namespace's translations in `lang`, for a loader to send with its data. */
export function serverTranslations(lang: Lang, ns: PageNamespace): PageTranslations {
  const translations = resources[lang]?.[ns]
  if (!translations) throw new Error(`No ${ns} translations for ${lang}`)
  return translations as PageTranslations
}
