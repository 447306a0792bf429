import type { Lang } from '@caravanserai/contracts/languages'
import { useTranslation } from './use-translation.tsx'

/** A catalogue, or the part of one, as its JSON file holds it. */
export type PageCatalogue = Record<string, unknown>

/**
 * Namespaces that travel with their pages' loader data instead of loading with the language
 * (i18n.ts leaves them out of the start-up catalogues): the home and product pages' texts, long
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
] as const
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]

/**
 * Pages whose client navigations skip the server (their client loaders fetch from the API) load
 * their texts here instead; a page served by the server gets them with its data.
 */
const navigationCatalogues = import.meta.glob<{ default: PageCatalogue }>('../locales/*/{home,product}.json')

export async function browserCatalogue(lang: Lang, ns: 'home' | 'product'): Promise<PageCatalogue> {
  const load = navigationCatalogues[`../locales/${lang}/${ns}.json`]
  if (!load) throw new Error(`No ${ns} catalogue for ${lang}`)
  return (await load()).default
}

const added = new WeakSet<object>()

/**
 * Puts the part of a page-only catalogue that came with the page's data into the browser's
 * translations, before the page's components read it with useTranslation(ns). It runs during render
 * on purpose: children render right after, and adding the same texts again changes nothing.
 * The server holds every catalogue already.
 */
export function usePageCatalogue(lang: Lang, ns: PageNamespace, catalogue: PageCatalogue): void {
  const { i18n } = useTranslation()
  if (typeof document === 'undefined' || added.has(catalogue)) return
  i18n.add(lang, ns, structuredClone(catalogue))
  added.add(catalogue)
}
