import { z } from 'zod'

/** Languages of the storefront URL prefix (docs/product.md#languages). */
export const LANGS = ['en', 'ru', 'am', 'fa'] as const
export const LangSchema = z.enum(LANGS)
export type Lang = z.infer<typeof LangSchema>
export const DEFAULT_LANG: Lang = 'en'

/** Content locales as stored and as sent in Accept-Language: am is sent as hy (docs/product.md#languages). */
export const LOCALES = ['en', 'ru', 'hy', 'fa'] as const
export const LocaleSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof LocaleSchema>

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

export function localeOf(lang: Lang): Locale {
  return lang === 'am' ? 'hy' : lang
}

export function langOfLocale(locale: Locale): Lang {
  return locale === 'hy' ? 'am' : locale
}

export function isRtl(lang: Lang): boolean {
  return lang === 'fa'
}
