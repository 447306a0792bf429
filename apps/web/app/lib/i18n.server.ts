import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import type { i18n, Resource, ResourceLanguage } from 'i18next'
import { createI18n } from './i18n.ts'

const modules = import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', {
  eager: true,
})

/** Every catalogue, loaded once per server process. */
export const resources: Resource = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(modules)
        .filter(([path]) => path.startsWith(`../locales/${lang}/`))
        .map(([path, mod]) => [path.split('/').at(-1)!.replace('.json', ''), mod.default]),
    ),
  ]),
)

const shared = createI18n('en', resources)

/** A per-request instance sharing the loaded catalogues, so concurrent requests never race. */
export function i18nForRequest(lang: Lang): i18n {
  return shared.cloneInstance({ lng: lang })
}

/** A translator for loaders and meta on the server. */
export function serverT(lang: Lang) {
  return shared.getFixedT(lang)
}

/** The language of a request's path prefix, or English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return (LANGS as readonly string[]).includes(first ?? '') ? (first as Lang) : 'en'
}
