import { useCallback, useState } from 'react'

/**
 * Whether a console call is running, for busy buttons. The console's writes are one call each,
 * awaited by the form that started it, so a flag does what a mutation cache would, and keeps
 * TanStack's mutation machinery out of the storefront's shared chunks.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false)
  const during = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true)
    try {
      return await work()
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, during }
}
