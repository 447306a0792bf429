import { COUNTRY_CODES, DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import type { Lang } from '@caravanserai/contracts/languages'
import { useMemo } from 'react'
import { INTL_LOCALE } from '../../../lib/format.ts'

/**
 * Every country named in the page language, in its alphabetical order, the usual origin (Iran)
 * first; a saved code this list lacks is kept as an option so a save does not change it. The
 * product editor's and the RFQ offer's country of origin choose from it.
 */
export function useCountryOptions(lang: Lang, current: string) {
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'region' })
    const collator = new Intl.Collator(INTL_LOCALE[lang])
    const named = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }))
    const first = named.filter((c) => c.code === DEFAULT_ORIGIN_COUNTRY)
    const rest = named
      .filter((c) => c.code !== DEFAULT_ORIGIN_COUNTRY)
      .sort((a, b) => collator.compare(a.name, b.name))
    return [...first, ...rest]
  }, [lang])
  return current && !countries.some((c) => c.code === current)
    ? [{ code: current, name: current }, ...countries]
    : countries
}
