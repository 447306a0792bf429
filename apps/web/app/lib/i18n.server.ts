import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import type { TranslationTree, TranslationTrees } from './translator.ts'
import { Translations } from './translator.ts'

const modules = import.meta.glob<{ default: TranslationTree }>('../locales/*/*.json', { eager: true })

/** Every translation file, loaded once per server process. */
export const resources: TranslationTrees = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(modules)
        .filter(([path]) => path.startsWith(`../locales/${lang}/`))
        .map(([path, mod]) => [path.split('/').at(-1)!.replace('.json', ''), mod.default]),
    ),
  ]),
)

/** A per-request reader of the shared translations: requests in other languages never race. */
export function i18nForRequest(lang: Lang): Translations {
  return new Translations(lang, resources)
}

/** A translator for loaders and meta on the server. */
export function serverT(lang: Lang) {
  return new Translations(lang, resources).fixedT(lang)
}

/** The language of a request's path prefix, or English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return (LANGS as readonly string[]).includes(first ?? '') ? (first as Lang) : 'en'
}
