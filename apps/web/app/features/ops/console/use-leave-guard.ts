import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the app is held (the
 * page shows its own question, `blocker.state === 'blocked'`); closing or reloading the tab gets
 * the browser's. `release()` lets the next navigation through, for the page's own moves after
 * a save or a delete.
 */
export function useLeaveGuard(dirty: boolean) {
  const guarded = useRef(dirty)
  guarded.current = dirty
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return {
    blocker,
    release: () => {
      guarded.current = false
    },
  }
}
