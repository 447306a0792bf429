import type { Lang } from '@caravanserai/contracts/languages'
import { serverT } from './i18n.server.ts'
import { serverTranslations } from './page-translations.server.ts'
import type { PageNamespace } from './page-translations.ts'

/**
 * What the loader of a buyer's or operator's own page sends: its title and its page-only texts.
 * The page's data is the signed-in person's, fetched by the browser (docs/decisions/010).
 */
export function privatePageData(lang: Lang, ns: PageNamespace, titleKey: string) {
  const t = serverT(lang)
  return {
    lang,
    title: `${t(titleKey, { ns })} | ${t('brand.name')}`,
    translations: serverTranslations(lang, ns),
  }
}
