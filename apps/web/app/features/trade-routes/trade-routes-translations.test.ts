import { describe, expect, test } from 'vitest'
import english from '../../locales/en/routes.json' with { type: 'json' }
import { routesView } from './route-selection.ts'
import { routesTranslationsFor } from './trade-routes-translations.ts'

type Items = Record<string, { name: string; details?: unknown }>
const itemsOf = (translations: object) =>
  (translations as { destinations: { items: Items } }).destinations.items

describe('the routes texts sent with a view', () => {
  test('keep every card but no destination details on the overview', () => {
    const items = itemsOf(routesTranslationsFor(english, routesView(new URLSearchParams())))
    expect(Object.keys(items)).toEqual(['armenia', 'georgia', 'russiaCaucasus', 'russiaCaspian'])
    expect(Object.values(items).every((item) => item.name && item.details === undefined)).toBe(true)
  })

  test('carry the details of the destinations a country opens', () => {
    const items = itemsOf(
      routesTranslationsFor(english, routesView(new URLSearchParams('destination=russia'))),
    )
    expect(items.russiaCaucasus?.details).toEqual(english.destinations.items.russiaCaucasus.details)
    expect(items.russiaCaspian?.details).toBeDefined()
    expect(items.armenia?.details).toBeUndefined()
  })

  test('are much smaller than the whole of the translations', () => {
    const overview = JSON.stringify(routesTranslationsFor(english, routesView(new URLSearchParams())))
    expect(overview.length).toBeLessThan(JSON.stringify(english).length / 2)
  })
})
