import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { isMobileLike } from '../../lib/device.ts'
import { type FilterState, filtersFromParams, filtersKey, filtersToParams } from './filter-state.ts'

/** URL writes wait 150 ms (500 ms on mobile-like devices). */
export const URL_DEBOUNCE_MS = 150
export const URL_DEBOUNCE_MOBILE_MS = 500

/**
 * Whether the address `key` now shows is one of our own writes coming back, `written` holding
 * the writes not yet seen, oldest first. Seeing one also drops those before it: a write that a
 * later one overtook never arrives.
 */
export function takeEcho(written: string[], key: string): boolean {
  const at = written.indexOf(key)
  if (at === -1) return false
  written.splice(0, at + 1)
  return true
}

/**
 * The catalogue's filter state and the URL, kept in step both ways without loops: the controls
 * change the state at once; the URL follows after the debounce; a URL changed from outside (back
 * and forward, the header search, a link) resets the state. Both sides are compared in one
 * canonical spelling, so aliases in the URL never cause a rewrite. Our own writes are known by what
 * they wrote, not by how soon they come back: on a busy device the router may render a written
 * address after the buyer has moved a control again, and that must not undo it.
 */
export function useCatalogFilters(): [FilterState, (next: FilterState) => void, URLSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams()
  const [filters, setFilters] = useState(() => filtersFromParams(searchParams))
  /** The address as the state last matched it (read or written). */
  const synced = useRef(filtersKey(searchParams))
  /** The address last rendered, so a state change alone is not taken for a new address. */
  const shown = useRef(synced.current)
  const written = useRef<string[]>([])

  useEffect(() => {
    const key = filtersKey(searchParams)
    if (key === shown.current) return
    shown.current = key
    if (takeEcho(written.current, key)) return
    written.current = []
    synced.current = key
    setFilters(filtersFromParams(searchParams))
  }, [searchParams])

  useEffect(() => {
    const next = filtersToParams(filters).toString()
    if (next === synced.current) return
    const timer = window.setTimeout(
      () => {
        synced.current = next
        written.current.push(next)
        setSearchParams(new URLSearchParams(next), { preventScrollReset: true })
      },
      isMobileLike() ? URL_DEBOUNCE_MOBILE_MS : URL_DEBOUNCE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [filters, setSearchParams])

  return [filters, setFilters, searchParams]
}
