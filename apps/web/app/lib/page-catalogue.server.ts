import type { Lang } from '@caravanserai/contracts/languages'
import { resources } from './i18n.server.ts'
import type { PageCatalogue, PageNamespace } from './page-catalogue.ts'

/** A page-only catalogue in `lang`, for a loader to send with its data. */
export function serverCatalogue(lang: Lang, ns: PageNamespace): PageCatalogue {
  const catalogue = resources[lang]?.[ns]
  if (!catalogue) throw new Error(`No ${ns} catalogue for ${lang}`)
  return catalogue as PageCatalogue
}
