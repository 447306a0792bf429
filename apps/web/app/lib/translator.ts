import type { Lang } from '@caravanserai/contracts/languages'
import { formatNumber, INTL_LOCALE } from './format.ts'

/**
 * The storefront's translations (decision 016): one tree of texts per language and namespace, read by
 * key with `{{name}}` values and plural forms, in the shape of the i18next JSON v4 files they
 * were written for (`ns:key.path`, `key_one` / `key_few` / `key_many` / `key_other`).
 */

/** One namespace's texts: nested objects of strings (and arrays of them, read whole). */
export type TranslationTree = { [key: string]: unknown }
/** language → namespace → tree of texts. */
export type TranslationTrees = { [lang: string]: { [ns: string]: TranslationTree } | undefined }

export type TOptions = {
  ns?: string
  count?: number
  /** Answered when the key is missing (also ''), instead of the key itself. */
  defaultValue?: string
  /** Answers an object or array found at the key, with its texts filled in. */
  returnObjects?: boolean
  [value: string]: unknown
}

export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown
  (key: string, options?: TOptions): string
}

export const DEFAULT_NS = 'common'
const FALLBACK: Lang = 'en'

/** Plural categories by the language's rules (`am` in our URLs is Armenian, not Amharic). */
const pluralRules = new Map<Lang, Intl.PluralRules>()
function pluralOf(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[lang])
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

function lookup(tree: TranslationTree | undefined, path: string): unknown {
  let node: unknown = tree
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as TranslationTree)[part]
  }
  return node
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

function fill(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === 'string') return interpolate(node, values)
  if (Array.isArray(node)) return node.map((item) => fill(item, values))
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, values)]))
  }
  return node
}

export class Translations {
  private listeners = new Set<() => void>()

  constructor(
    public language: Lang,
    private readonly trees: TranslationTrees,
  ) {}

  /** Reads in the current language, for code outside React (the API client's notices). */
  t: TFunction = ((key: string, options?: TOptions) => this.fixedT(this.language)(key, options)) as TFunction

  has(lang: Lang, ns: string): boolean {
    return this.trees[lang]?.[ns] !== undefined
  }

  /** Adds (or replaces) a namespace's texts; readers see them at their next call. */
  add(lang: Lang, ns: string, translations: TranslationTree): void {
    const namespaces = this.trees[lang] ?? {}
    namespaces[ns] = translations
    this.trees[lang] = namespaces
  }

  setLanguage(lang: Lang): void {
    if (lang === this.language) return
    this.language = lang
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** A translator for one language and namespace; `keyPrefix` is put before every key. */
  fixedT(lang: Lang, ns = DEFAULT_NS, keyPrefix?: string): TFunction {
    return ((key: string, options: TOptions = {}) => {
      const separator = key.indexOf(':')
      const namespace = separator > 0 ? key.slice(0, separator) : (options.ns ?? ns)
      const bare = separator > 0 ? key.slice(separator + 1) : key
      const path = keyPrefix && separator < 0 ? `${keyPrefix}.${bare}` : bare
      const { count } = options
      const found = this.resolve(lang, namespace, path, count)
      // A count reads in the language's own digits (Persian ones in fa).
      const values = typeof count === 'number' ? { ...options, count: formatNumber(lang, count) } : options
      if (typeof found === 'string') return interpolate(found, values)
      if (found !== undefined && options.returnObjects) return fill(found, values)
      return options.defaultValue ?? path
    }) as TFunction
  }

  /** The text at `path` in `lang`, else in English; with a count, its plural form first. */
  private resolve(lang: Lang, ns: string, path: string, count: number | undefined): unknown {
    for (const language of lang === FALLBACK ? [lang] : ([lang, FALLBACK] as const)) {
      const tree = this.trees[language]?.[ns]
      if (typeof count === 'number') {
        const plural = lookup(tree, `${path}_${pluralOf(language, count)}`)
        if (plural !== undefined) return plural
      }
      const found = lookup(tree, path)
      if (found !== undefined) return found
    }
    return undefined
  }
}
