import { hashKey, type PlaceholderDataFunction, type QueryKey } from '@tanstack/react-query'
import { readAccessToken, userFromToken, useSessionUser } from './session.ts'

/** Whose answer a query holds: the signed-in user's id, or null for a visitor. */
export type Viewer = number | null

/**
 * The viewer, for query keys of answers that differ per person (a product's wishlist mark). The
 * server render and hydration see a visitor (tokens live in browser storage), so the
 * server's dehydrated answers are used as they are; once hydrated, a buyer's keys change and the
 * browser asks again with the Bearer token (docs/decisions/010-server-data.md).
 */
export function useViewer(): Viewer {
  return useSessionUser()?.id ?? null
}

/** The viewer outside React (route client loaders, which run in the browser). */
export function currentViewer(): Viewer {
  if (typeof window === 'undefined') return null
  return userFromToken(readAccessToken())?.id ?? null
}

/**
 * `placeholderData` for a buyer's copy of a question a visitor asked first: while the buyer's
 * answer loads, the visitor's (the server-rendered page) stays on screen instead of a skeleton.
 * Only that exact question counts: another product's or another page's answer never stands in.
 * A visitor's own question needs no stand-in.
 */
export function visitorAnswer<T, K extends QueryKey>(
  viewer: Viewer,
  visitorKey: K,
): PlaceholderDataFunction<T, Error, T, K> {
  const wanted = hashKey(visitorKey)
  return (_previous, previousQuery) =>
    viewer !== null && previousQuery && hashKey(previousQuery.queryKey) === wanted
      ? previousQuery.state.data
      : undefined
}
