import { STORAGE_KEYS } from '@caravanserai/contracts/session'
import { useSyncExternalStore } from 'react'

/**
 * Lines of the guest cart kept in storage (key `cart`, docs/product.md#browser-storage), counted
 * defensively.
 */
export function countGuestCartItems(raw: string | null): number {
  if (!raw) return 0
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.length : 0
  } catch {
    return 0
  }
}

function read(): number {
  try {
    return countGuestCartItems(window.localStorage.getItem(STORAGE_KEYS.guestCart))
  } catch {
    return 0
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

export function useGuestCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0)
}
