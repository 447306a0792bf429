import type { PageCatalogue } from '../../lib/page-catalogue.ts'
import type { DestinationTexts } from './destinations.ts'
import type { RoutesView } from './route-selection.ts'

type RoutesCatalogue = { destinations: { items: Record<string, DestinationTexts> } } & Record<string, unknown>

/**
 * The part of the routes catalogue a view shows: everything but the details of destinations it
 * does not open, which are three quarters of the texts.
 */
export function routesCatalogueFor(catalogue: PageCatalogue, view: RoutesView): PageCatalogue {
  const full = catalogue as unknown as RoutesCatalogue
  const shown = new Set<string>(view.destinations.map((d) => d.id))
  const items = Object.fromEntries(
    Object.entries(full.destinations.items).map(([id, { details, ...card }]) => [
      id,
      shown.has(id) ? { ...card, details } : card,
    ]),
  )
  return { ...full, destinations: { ...full.destinations, items } }
}
