import { describe, expect, test } from 'vitest'
import { routesSearch, routesView } from './route-selection.ts'

const view = (query: string) => routesView(new URLSearchParams(query))

describe('the trade routes view read from the URL', () => {
  test('opens on the overview without a query', () => {
    expect(view('')).toEqual({ tab: 'overview', country: null, destinations: [], unknownDestination: null })
  })

  test('opens the destinations tab on the country a route card names', () => {
    const armenia = view('destination=armenia')
    expect(armenia.tab).toBe('destinations')
    expect(armenia.destinations.map((d) => d.id)).toEqual(['armenia'])
  })

  test('shows both Russian routes, over the Caucasus and the Caspian, for Russia', () => {
    expect(view('destination=Russia').destinations.map((d) => d.id)).toEqual([
      'russiaCaucasus',
      'russiaCaspian',
    ])
  })

  test('says which destination it does not know instead of ignoring it', () => {
    expect(view('destination=%20Turkey%20')).toMatchObject({
      tab: 'destinations',
      country: null,
      destinations: [],
      unknownDestination: 'turkey',
    })
  })

  test('lets an explicit tab win over a destination and ignores an unknown tab', () => {
    expect(view('tab=benefits&destination=georgia').tab).toBe('benefits')
    expect(view('tab=prices').tab).toBe('overview')
  })

  test('writes the links it reads', () => {
    expect(routesSearch({ tab: 'overview' })).toBe('')
    expect(routesSearch({ tab: 'benefits' })).toBe('?tab=benefits')
    expect(routesSearch({ country: 'georgia' })).toBe('?destination=georgia')
    expect(view(routesSearch({ country: 'georgia' }).slice(1)).country).toBe('georgia')
  })
})
