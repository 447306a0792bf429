import { isLang, type Lang } from '@caravanserai/contracts/languages'
import { STORAGE_KEYS } from '@caravanserai/contracts/session'
import { DEFAULT_NS, Translations, type TranslationTree, type TranslationTrees } from './translator.ts'

/**
 * One translation file per language and namespace: locales/{lang}/{ns}.json. The texts of
 * single pages and of the signed-in area (PAGE_NAMESPACES in page-translations.ts) are not
 * downloaded as translations: each page sends its part with its data, so no other page pays for
 * them. Keep this list equal to PAGE_NAMESPACES (import.meta.glob takes literals only).
 */
const translationFiles = import.meta.glob<{ default: TranslationTree }>([
  '../locales/*/*.json',
  '!../locales/*/{home,product,routes,pages,contact,auth,account,orders,cart,ops,conversation,rfqs,suppliers,customers,moderation,staff,audit,analytics,catalogImport}.json',
])

/** Loads the translations of one language (the browser fetches only the language it shows). */
export async function loadLanguage(lang: Lang): Promise<Record<string, TranslationTree>> {
  const entries = Object.entries(translationFiles).filter(([path]) => path.startsWith(`../locales/${lang}/`))
  const loaded = await Promise.all(
    entries.map(
      async ([path, load]) => [path.split('/').at(-1)!.replace('.json', ''), (await load()).default] as const,
    ),
  )
  return Object.fromEntries(loaded)
}

export function createI18n(lang: Lang, translations: TranslationTrees): Translations {
  return new Translations(lang, translations)
}

/** Makes sure `instance` has `lang`'s translations, then switches to it. */
export async function switchLanguage(instance: Translations, lang: Lang): Promise<void> {
  if (!instance.has(lang, DEFAULT_NS)) {
    for (const [ns, translations] of Object.entries(await loadLanguage(lang)))
      instance.add(lang, ns, translations)
  }
  instance.setLanguage(lang)
}

/**
 * The initial language (docs/product.md#languages): the stored preference if supported, else the
 * browser's primary language if supported, else English.
 */
export function detectLanguage(): Lang {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language)
    if (isLang(stored)) return stored
  } catch {
    // Storage can be blocked (private modes, policies); detection goes on without it.
  }
  const primary = window.navigator.language?.toLowerCase().split('-')[0]
  const fromBrowser = primary === 'hy' ? 'am' : primary
  return isLang(fromBrowser) ? fromBrowser : 'en'
}

export function storeLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, lang)
  } catch {
    // A blocked storage only loses the remembered choice.
  }
}

let browserInstance: Translations | undefined

/** entry.client creates the browser's one instance; route client loaders switch its language. */
export function setBrowserI18n(instance: Translations): void {
  browserInstance = instance
}

export async function switchBrowserLanguage(lang: Lang): Promise<void> {
  if (!browserInstance) return
  try {
    await switchLanguage(browserInstance, lang)
  } catch (error) {
    // A failed language change is logged only.
    console.error('Language change failed:', error)
  }
}

/** The browser's instance (for code outside React, such as the API client's toasts). */
export function browserI18n(): Translations | undefined {
  return browserInstance
}
