/**
 * The four trade-route destinations (docs/product.md#trade-routes); their texts live in the routes
 * translations. The home page draws its destinations with the same pictures, so the list is shared.
 */
export const DESTINATIONS = [
  { id: 'armenia', country: 'armenia', flag: 'am', image: '/routes/armenia-meghri.svg' },
  { id: 'georgia', country: 'georgia', flag: 'ge', image: '/routes/georgia-sadakhlo.svg' },
  { id: 'russiaCaucasus', country: 'russia', flag: 'ru', image: '/routes/russia-upper-lars.svg' },
  { id: 'russiaCaspian', country: 'russia', flag: 'ru', image: '/routes/russia-caspian.svg' },
] as const

export type Destination = (typeof DESTINATIONS)[number]
export type Country = Destination['country']
export type FlagCode = Destination['flag']

/** Countries in the order their destinations come, each once. */
export const COUNTRIES: Country[] = [...new Set(DESTINATIONS.map((d) => d.country))]
