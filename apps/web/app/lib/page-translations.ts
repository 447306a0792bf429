import type { Lang } from '@caravanserai/contracts/languages'
import { useTranslation } from './use-translation.tsx'

/** A namespace's translations, or part of them, as the JSON file holds them. */
export type PageTranslations = Record<string, unknown>

/**
 * Namespaces that travel with their pages' loader data instead of loading with the language
 * (i18n.ts leaves them out of the start-up translations): the home and product pages' texts, long
 * page texts and the signed-in area.
 */
export const PAGE_NAMESPACES = [
  'home',
  'product',
  'routes',
  'pages',
  'contact',
  'auth',
  'account',
  'orders',
  'cart',
  'ops',
  'conversation',
  'rfqs',
  'suppliers',
  'customers',
  'moderation',
  'staff',
  'audit',
  'analytics',
  'catalogImport',
] as const
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]

/**
 * Pages whose client navigations skip the server (their client loaders fetch from the API) load
 * their texts here instead; a page served by the server gets them with its data.
 */
const navigationTranslations = import.meta.glob<{ default: PageTranslations }>(
  '../locales/*/{home,product}.json',
)

export async function browserTranslations(lang: Lang, ns: 'home' | 'product'): Promise<PageTranslations> {
  const load = navigationTranslations[`../locales/${lang}/${ns}.json`]
  if (!load) throw new Error(`No ${ns} translations for ${lang}`)
  return (await load()).default
}

const added = new WeakSet<object>()

/**
 * Puts the page-only translations that came with the page's data into the browser's
 * translations, before the page's components read them with useTranslation(ns). It runs during render
 * on purpose: children render right after, and adding the same texts again changes nothing.
 * The server holds all translations already.
 */
export function usePageTranslations(lang: Lang, ns: PageNamespace, translations: PageTranslations): void {
  const { i18n } = useTranslation()
  if (typeof document === 'undefined' || added.has(translations)) return
  i18n.add(lang, ns, structuredClone(translations))
  added.add(translations)
}
