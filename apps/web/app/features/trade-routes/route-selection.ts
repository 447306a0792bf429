import { COUNTRIES, type Country, DESTINATIONS, type Destination } from '../../lib/trade-routes.ts'

export const ROUTE_TABS = ['overview', 'destinations', 'benefits'] as const
export type RouteTab = (typeof ROUTE_TABS)[number]

export type RoutesView = {
  tab: RouteTab
  /** The country named by ?destination=, when it is one we serve. */
  country: Country | null
  /** Destinations to show in detail: the chosen country's, none when no country is chosen. */
  destinations: Destination[]
  /** A ?destination= naming no country we serve, to say so rather than ignore it. */
  unknownDestination: string | null
}

function isTab(value: string | null): value is RouteTab {
  return (ROUTE_TABS as readonly (string | null)[]).includes(value)
}

/**
 * The view the URL asks for. Route cards link to ?destination={lower-cased country}, which opens
 * the destinations tab on that country; ?tab= picks a tab; neither is the overview.
 */
export function routesView(search: URLSearchParams): RoutesView {
  const asked = search.get('destination')?.trim().toLowerCase() || null
  const country = COUNTRIES.find((c) => c === asked) ?? null
  const tabParam = search.get('tab')
  const tab = isTab(tabParam) ? tabParam : asked ? 'destinations' : 'overview'
  return {
    tab,
    country,
    destinations: country ? DESTINATIONS.filter((d) => d.country === country) : [],
    unknownDestination: asked && !country ? asked : null,
  }
}

/** The query string of a tab or a country, as links write it (the overview has none). */
export function routesSearch(target: { tab: RouteTab } | { country: Country }): string {
  if ('country' in target) return `?destination=${target.country}`
  return target.tab === 'overview' ? '' : `?tab=${target.tab}`
}
