import type { Currency, Rate } from '@caravanserai/contracts/currency-rules'
import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_S,
  displayCurrencyOf,
} from '@caravanserai/contracts/display-currency'
import type { Lang } from '@caravanserai/contracts/languages'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { type Currencies, currenciesQuery } from '../api/currencies.ts'
import { profileKeys, profileQuery, updateProfile } from '../api/profile.ts'
import { useApi } from './api.tsx'
import type { ApiClient } from './api-client.ts'
import { IN_DOLLARS, type MoneyView } from './money.ts'
import { useSessionUser } from './session.ts'

// The display currency (docs/decisions/045-currencies.md): chosen in the header, kept in the
// `currency` cookie so the server renders it, or on a first visit the page language's.

export type DisplayCurrency = {
  /** The currency the buyer reads prices in. */
  currency: Currency
  /** How prices are written: at the currency's rate, or in dollars while it has none. */
  view: MoneyView
  /** The rate in force when converting: its day is said once per page. */
  rate: Rate | null
  /** The currency is not the dollar and has no rate yet: prices stay in dollars, with a note. */
  missingRate: boolean
  /** Every rate in force, to show amounts given in another currency. */
  rates: readonly Rate[]
  /** Takes another currency: prices re-render in place, and the next page is rendered in it. */
  choose: (currency: Currency) => void
}

/** Outside the storefront's layout (tests of one part, the console) prices are in dollars. */
const DOLLARS: DisplayCurrency = {
  currency: 'USD',
  view: IN_DOLLARS,
  rate: null,
  missingRate: false,
  rates: [],
  choose: () => {},
}

/** The rates in force of a GET /currencies/ answer. */
function ratesOf(answer: Currencies | undefined): Rate[] {
  return answer?.currencies.flatMap((c) => (c.rate ? [c.rate] : [])) ?? []
}

const DisplayCurrencyContext = createContext<DisplayCurrency>(DOLLARS)

/** Keeps the choice for a year, for every page of the site, as the server reads it. */
function writeCurrencyCookie(currency: Currency): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox; the value is one of CURRENCIES
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
}

/**
 * The one place a choice is remembered: the cookie for this browser, and for a signed-in buyer
 * their profile, so their other devices show it. The profile's failure costs only that.
 */
function rememberCurrency(
  api: ApiClient,
  queryClient: QueryClient,
  userId: number | null,
  currency: Currency,
): void {
  writeCurrencyCookie(currency)
  if (userId === null) return
  updateProfile(api, userId, { display_currency: currency })
    .then((profile) => queryClient.setQueryData(profileKeys.of(userId), profile))
    .catch(() => {})
}

/**
 * A signed-in buyer in a browser that has no choice yet takes the one on their profile (made on
 * another device): the cookie then carries it to the server's next pages.
 */
function useProfileChoice(
  api: ApiClient,
  userId: number | null,
  chosen: Currency | null,
  take: (c: Currency) => void,
) {
  const profile = useQuery({ ...profileQuery(api, userId ?? 0), enabled: userId !== null && chosen === null })
  const kept = profile.data?.display_currency ?? null
  useEffect(() => {
    if (chosen !== null || kept === null) return
    take(kept)
    writeCurrencyCookie(kept)
  }, [chosen, kept, take])
}

/** The chosen currency (the cookie's, read by the layout's loader) and the rates, for the pages below. */
export function DisplayCurrencyProvider({
  lang,
  chosen: initial,
  children,
}: {
  lang: Lang
  chosen: Currency | null
  children: ReactNode
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const userId = useSessionUser()?.id ?? null
  const [chosen, setChosen] = useState(initial)
  useProfileChoice(api, userId, chosen, setChosen)
  const rates = useQuery(currenciesQuery(api))
  const currency = displayCurrencyOf(lang, chosen)
  const value = useMemo((): DisplayCurrency => {
    const choose = (next: Currency) => {
      setChosen(next)
      rememberCurrency(api, queryClient, userId, next)
    }
    const all = ratesOf(rates.data)
    if (currency === 'USD') return { ...DOLLARS, rates: all, choose }
    const rate = all.find((r) => r.currency === currency) ?? null
    // While the rates are on their way (never on a rendered page: the layout's loader brought them)
    // prices are in dollars without a note.
    const missingRate = rate === null && !rates.isPending
    return { currency, view: rate ? { rate } : IN_DOLLARS, rate, missingRate, rates: all, choose }
  }, [api, queryClient, userId, currency, rates.data, rates.isPending])
  return <DisplayCurrencyContext.Provider value={value}>{children}</DisplayCurrencyContext.Provider>
}

/** The page's display currency, its rate and the way to choose another. */
export function useDisplayCurrency(): DisplayCurrency {
  return useContext(DisplayCurrencyContext)
}

/** The console's pages: every amount in dollars, whatever the operator's display currency. */
export function InDollars({ children }: { children: ReactNode }) {
  return <DisplayCurrencyContext.Provider value={DOLLARS}>{children}</DisplayCurrencyContext.Provider>
}
