import type { PageTranslations } from '../../lib/page-translations.ts'
import type { RoutesView } from './route-selection.ts'

/** What each destination's `details` holds in the translations. */
export type DestinationTexts = {
  country: string
  name: string
  border: string
  transit: string
  summary: string
  imageAlt: string
  details: {
    title: string
    description: string[]
    routes: { name: string; description: string; steps: string[]; advantages: string[] }[]
    requirements: string[]
  }
}

type RoutesTranslations = { destinations: { items: Record<string, DestinationTexts> } } & Record<
  string,
  unknown
>

/**
 * The part of the routes translations a view shows: everything but the details of destinations it
 * does not open, which are three quarters of the texts.
 */
export function routesTranslationsFor(translations: PageTranslations, view: RoutesView): PageTranslations {
  const full = translations as unknown as RoutesTranslations
  const shown = new Set<string>(view.destinations.map((d) => d.id))
  const items = Object.fromEntries(
    Object.entries(full.destinations.items).map(([id, { details, ...card }]) => [
      id,
      shown.has(id) ? { ...card, details } : card,
    ]),
  )
  return { ...full, destinations: { ...full.destinations, items } }
}
