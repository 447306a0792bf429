import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { isMobileLike } from '../../lib/device.ts'
import { type FilterState, filtersFromParams, filtersKey, filtersToParams } from './filter-state.ts'

/** SPEC §9: URL writes wait 150 ms (500 ms on mobile-like devices); 100 ms lock after each. */
export const URL_DEBOUNCE_MS = 150
export const URL_DEBOUNCE_MOBILE_MS = 500
export const URL_LOCK_MS = 100

/**
 * The catalogue's filter state and the URL, kept in step both ways without loops (SPEC §2): the
 * controls change the state at once; the URL follows after the debounce; a URL changed from
 * outside (back and forward, the header search, a link) resets the state. Both sides are compared
 * in one canonical spelling, so aliases in the URL never cause a rewrite.
 */
export function useCatalogFilters(): [FilterState, (next: FilterState) => void, URLSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams()
  const [filters, setFilters] = useState(() => filtersFromParams(searchParams))
  const synced = useRef(filtersKey(searchParams))
  const lockedUntil = useRef(0)

  useEffect(() => {
    const key = filtersKey(searchParams)
    if (key === synced.current) return
    // Our own write echoing back inside the lock is not an outside change.
    if (Date.now() < lockedUntil.current && key === filtersToParams(filters).toString()) return
    synced.current = key
    setFilters(filtersFromParams(searchParams))
  }, [searchParams, filters])

  useEffect(() => {
    const next = filtersToParams(filters).toString()
    if (next === synced.current) return
    const timer = window.setTimeout(
      () => {
        synced.current = next
        lockedUntil.current = Date.now() + URL_LOCK_MS
        setSearchParams(new URLSearchParams(next), { preventScrollReset: true })
      },
      isMobileLike() ? URL_DEBOUNCE_MOBILE_MS : URL_DEBOUNCE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [filters, setSearchParams])

  return [filters, setFilters, searchParams]
}
