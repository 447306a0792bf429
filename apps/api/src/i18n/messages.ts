import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import en from './locales/en.json' with { type: 'json' }
import fa from './locales/fa.json' with { type: 'json' }
import hy from './locales/hy.json' with { type: 'json' }
import ru from './locales/ru.json' with { type: 'json' }

export type MessageKey = keyof typeof en
export const catalogues: Record<Locale, Record<string, string>> = { en, ru, hy, fa }

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

/** The message for `key` in `locale` (English when missing), with {param} placeholders filled in. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = catalogues[locale][key] ?? en[key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * The content locale for a request (SPEC §7: en, ru, hy, fa; am is accepted for hy),
 * by the order and weights of Accept-Language; English when none is supported.
 */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return {
        primary: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      }
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { primary } of ranked) {
    const locale = primary === 'am' ? 'hy' : primary
    if ((LOCALES as readonly string[]).includes(locale)) return locale as Locale
  }
  return 'en'
}
