import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { INTL_LOCALE } from './intl-locale.ts'
import accountsEn from './locales/accounts/en.json' with { type: 'json' }
import accountsFa from './locales/accounts/fa.json' with { type: 'json' }
import accountsHy from './locales/accounts/hy.json' with { type: 'json' }
import accountsRu from './locales/accounts/ru.json' with { type: 'json' }
import alertsEn from './locales/alerts/en.json' with { type: 'json' }
import alertsFa from './locales/alerts/fa.json' with { type: 'json' }
import alertsHy from './locales/alerts/hy.json' with { type: 'json' }
import alertsRu from './locales/alerts/ru.json' with { type: 'json' }
import analyticsEn from './locales/analytics/en.json' with { type: 'json' }
import analyticsFa from './locales/analytics/fa.json' with { type: 'json' }
import analyticsHy from './locales/analytics/hy.json' with { type: 'json' }
import analyticsRu from './locales/analytics/ru.json' with { type: 'json' }
import assuranceEn from './locales/assurance/en.json' with { type: 'json' }
import assuranceFa from './locales/assurance/fa.json' with { type: 'json' }
import assuranceHy from './locales/assurance/hy.json' with { type: 'json' }
import assuranceRu from './locales/assurance/ru.json' with { type: 'json' }
import catalogImportEn from './locales/catalog-import/en.json' with { type: 'json' }
import catalogImportFa from './locales/catalog-import/fa.json' with { type: 'json' }
import catalogImportHy from './locales/catalog-import/hy.json' with { type: 'json' }
import catalogImportRu from './locales/catalog-import/ru.json' with { type: 'json' }
import companiesEn from './locales/companies/en.json' with { type: 'json' }
import companiesFa from './locales/companies/fa.json' with { type: 'json' }
import companiesHy from './locales/companies/hy.json' with { type: 'json' }
import companiesRu from './locales/companies/ru.json' with { type: 'json' }
import contentEn from './locales/content/en.json' with { type: 'json' }
import contentFa from './locales/content/fa.json' with { type: 'json' }
import contentHy from './locales/content/hy.json' with { type: 'json' }
import contentRu from './locales/content/ru.json' with { type: 'json' }
import coreEn from './locales/core/en.json' with { type: 'json' }
import coreFa from './locales/core/fa.json' with { type: 'json' }
import coreHy from './locales/core/hy.json' with { type: 'json' }
import coreRu from './locales/core/ru.json' with { type: 'json' }
import currenciesEn from './locales/currencies/en.json' with { type: 'json' }
import currenciesFa from './locales/currencies/fa.json' with { type: 'json' }
import currenciesHy from './locales/currencies/hy.json' with { type: 'json' }
import currenciesRu from './locales/currencies/ru.json' with { type: 'json' }
import customersEn from './locales/customers/en.json' with { type: 'json' }
import customersFa from './locales/customers/fa.json' with { type: 'json' }
import customersHy from './locales/customers/hy.json' with { type: 'json' }
import customersRu from './locales/customers/ru.json' with { type: 'json' }
import moderationEn from './locales/moderation/en.json' with { type: 'json' }
import moderationFa from './locales/moderation/fa.json' with { type: 'json' }
import moderationHy from './locales/moderation/hy.json' with { type: 'json' }
import moderationRu from './locales/moderation/ru.json' with { type: 'json' }
import opsEn from './locales/ops/en.json' with { type: 'json' }
import opsFa from './locales/ops/fa.json' with { type: 'json' }
import opsHy from './locales/ops/hy.json' with { type: 'json' }
import opsRu from './locales/ops/ru.json' with { type: 'json' }
import ordersEn from './locales/orders/en.json' with { type: 'json' }
import ordersFa from './locales/orders/fa.json' with { type: 'json' }
import ordersHy from './locales/orders/hy.json' with { type: 'json' }
import ordersRu from './locales/orders/ru.json' with { type: 'json' }
import rfqsEn from './locales/rfqs/en.json' with { type: 'json' }
import rfqsFa from './locales/rfqs/fa.json' with { type: 'json' }
import rfqsHy from './locales/rfqs/hy.json' with { type: 'json' }
import rfqsRu from './locales/rfqs/ru.json' with { type: 'json' }
import shipmentsEn from './locales/shipments/en.json' with { type: 'json' }
import shipmentsFa from './locales/shipments/fa.json' with { type: 'json' }
import shipmentsHy from './locales/shipments/hy.json' with { type: 'json' }
import shipmentsRu from './locales/shipments/ru.json' with { type: 'json' }
import shopEn from './locales/shop/en.json' with { type: 'json' }
import shopFa from './locales/shop/fa.json' with { type: 'json' }
import shopHy from './locales/shop/hy.json' with { type: 'json' }
import shopRu from './locales/shop/ru.json' with { type: 'json' }
import staffEn from './locales/staff/en.json' with { type: 'json' }
import staffFa from './locales/staff/fa.json' with { type: 'json' }
import staffHy from './locales/staff/hy.json' with { type: 'json' }
import staffRu from './locales/staff/ru.json' with { type: 'json' }
import tradeEn from './locales/trade/en.json' with { type: 'json' }
import tradeFa from './locales/trade/fa.json' with { type: 'json' }
import tradeHy from './locales/trade/hy.json' with { type: 'json' }
import tradeRu from './locales/trade/ru.json' with { type: 'json' }

// One catalogue per domain (locales/<domain>/<locale>.json), merged: domains never share a file.
const en = {
  ...coreEn,
  ...accountsEn,
  ...shopEn,
  ...ordersEn,
  ...contentEn,
  ...opsEn,
  ...tradeEn,
  ...rfqsEn,
  ...moderationEn,
  ...staffEn,
  ...companiesEn,
  ...analyticsEn,
  ...customersEn,
  ...catalogImportEn,
  ...alertsEn,
  ...assuranceEn,
  ...currenciesEn,
  ...shipmentsEn,
}

export type MessageKey = keyof typeof en
export const catalogues: Record<Locale, Record<string, string>> = {
  en,
  ru: {
    ...coreRu,
    ...accountsRu,
    ...shopRu,
    ...ordersRu,
    ...contentRu,
    ...opsRu,
    ...tradeRu,
    ...rfqsRu,
    ...moderationRu,
    ...staffRu,
    ...companiesRu,
    ...analyticsRu,
    ...customersRu,
    ...catalogImportRu,
    ...alertsRu,
    ...assuranceRu,
    ...currenciesRu,
    ...shipmentsRu,
  },
  hy: {
    ...coreHy,
    ...accountsHy,
    ...shopHy,
    ...ordersHy,
    ...contentHy,
    ...opsHy,
    ...tradeHy,
    ...rfqsHy,
    ...moderationHy,
    ...staffHy,
    ...companiesHy,
    ...analyticsHy,
    ...customersHy,
    ...catalogImportHy,
    ...alertsHy,
    ...assuranceHy,
    ...currenciesHy,
    ...shipmentsHy,
  },
  fa: {
    ...coreFa,
    ...accountsFa,
    ...shopFa,
    ...ordersFa,
    ...contentFa,
    ...opsFa,
    ...tradeFa,
    ...rfqsFa,
    ...moderationFa,
    ...staffFa,
    ...companiesFa,
    ...analyticsFa,
    ...customersFa,
    ...catalogImportFa,
    ...alertsFa,
    ...assuranceFa,
    ...currenciesFa,
    ...shipmentsFa,
  },
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

/**
 * The message for `key` in `locale` (English when missing), with {param} placeholders filled in:
 * numbers in the locale's digits (Persian in fa), ungrouped, since some of them are ids; and
 * `{param:day}`, a YYYY-MM-DD day, as the locale writes a date (its calendar too).
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = catalogues[locale][key] ?? en[key]
  return template.replace(/\{(\w+)(:day)?\}/g, (whole, name: string, day?: string) => {
    if (!(name in params)) return whole
    const value = params[name]
    if (day) return DAYS[locale].format(new Date(`${String(value)}T00:00:00Z`))
    return typeof value === 'number' ? NUMBERS[locale].format(value) : String(value)
  })
}

const NUMBERS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false, maximumFractionDigits: 20 }),
  ]),
) as Record<Locale, Intl.NumberFormat>

// A day is read and written at UTC midnight, so it is the same day wherever the server runs.
const DAYS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>

/**
 * The content locale for a request (en, ru, hy, fa; am is accepted for hy; docs/product.md#languages),
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
