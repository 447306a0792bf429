import fs from 'node:fs'
import path from 'node:path'
import { LANGS, type Lang } from '@caravanserai/contracts/languages'

type Catalogue = Record<string, Record<string, string>>

/** The storefront's own catalogues, so the tests check what each language really shows. */
export const catalogues = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, `../apps/web/app/locales/${lang}/common.json`), 'utf8'),
    ),
  ]),
) as Record<Lang, Catalogue>

export function text(lang: Lang, key: string): string {
  const [group = '', name = ''] = key.split('.')
  const value = catalogues[lang][group]?.[name]
  if (!value) throw new Error(`No ${key} in ${lang}`)
  return value
}

/** Browser locales that should pick each language at the index redirect (am is hy in browsers). */
export const BROWSER_LOCALE: Record<Lang, string> = { en: 'en-GB', ru: 'ru-RU', am: 'hy-AM', fa: 'fa-IR' }

const namespaces = new Map<string, Record<string, unknown>>()

/** A message of any web namespace: t('fa', 'catalog:filters.title'), with {{values}} filled in. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key]
  const file = `${lang}/${ns}`
  if (!namespaces.has(file)) {
    const source = path && `${import.meta.dirname}/../apps/web/app/locales/${file}.json`
    namespaces.set(file, JSON.parse(fs.readFileSync(source, 'utf8')))
  }
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      namespaces.get(file),
    )
  if (typeof found !== 'string') throw new Error(`No ${key} in ${lang}`)
  return found.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`))
}
