import { useSyncExternalStore } from 'react'

export type ShopperAction = 'cart' | 'wishlist'

const NONE: ReadonlySet<number> = new Set()

/**
 * Products whose cart add or wishlist toggle is on its way (each has a busy state, and a second
 * toggle of one product is ignored while the first is in flight). One register for the whole page,
 * so a card and the product page agree, and the check is synchronous: a double click cannot slip
 * between a render and the next.
 */
export function createInFlight() {
  const pending: Record<ShopperAction, Set<number>> = { cart: new Set(), wishlist: new Set() }
  const listeners = new Set<() => void>()
  let busy: ReadonlySet<number> = NONE

  function changed() {
    busy = new Set([...pending.cart, ...pending.wishlist])
    for (const listener of listeners) listener()
  }

  return {
    /** Marks the product busy for `action`; false (and nothing changes) when it already is. */
    begin(action: ShopperAction, productId: number): boolean {
      if (pending[action].has(productId)) return false
      pending[action].add(productId)
      changed()
      return true
    },
    end(action: ShopperAction, productId: number): void {
      if (pending[action].delete(productId)) changed()
    },
    /** Every product with anything in flight: its buttons wait. */
    busyIds: (): ReadonlySet<number> => busy,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export const inFlight = createInFlight()

export function useBusyProductIds(): ReadonlySet<number> {
  return useSyncExternalStore(inFlight.subscribe, inFlight.busyIds, () => NONE)
}
