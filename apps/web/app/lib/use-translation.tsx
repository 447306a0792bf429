import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react'
import { DEFAULT_NS, type TFunction, type TOptions, type Translations } from './translator.ts'

const TranslationsContext = createContext<Translations | null>(null)

export function TranslationsProvider({
  translations,
  children,
}: {
  translations: Translations
  children: ReactNode
}) {
  return <TranslationsContext.Provider value={translations}>{children}</TranslationsContext.Provider>
}

/** The texts of a namespace in the page's language; readers re-render when the language changes. */
export function useTranslation(ns: string = DEFAULT_NS, options: { keyPrefix?: string } = {}) {
  const i18n = useContext(TranslationsContext)
  if (!i18n) throw new Error('useTranslation needs a TranslationsProvider above it')
  const lang = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  const { keyPrefix } = options
  const t = useMemo(() => i18n.fixedT(lang, ns, keyPrefix), [i18n, lang, ns, keyPrefix])
  return { t, i18n }
}

const TAG = /<(\w+)>([^<]*)<\/\1>|<(\w+)\s*\/>/g

/**
 * A text with markup: `<name>words</name>` (or `<name/>`) in the translation becomes the element
 * given for `name`, holding those words, so each language places the link or emphasis where its
 * grammar puts it.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction
  i18nKey: string
  values?: TOptions
  components: Record<string, ReactElement<{ children?: ReactNode }>>
}) {
  const text = t(i18nKey, values)
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    const name = match[1] ?? match[3] ?? ''
    const element = components[name]
    const inner = match[2]
    if (isValidElement(element)) {
      parts.push(cloneElement(element, { key: `${name}-${match.index}` }, ...(inner ? [inner] : [])))
    } else {
      parts.push(inner ?? '')
    }
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
