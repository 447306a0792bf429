type Notice = { description?: string; id?: string }
type Kind = 'success' | 'info' | 'error'

const listeners = new Set<() => void>()
let wanted = false
let markReady: () => void = () => {}
/** Resolves once the toaster is on the page: a toast sent before it subscribes would be lost. */
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

export function toasterMounted(): void {
  markReady()
}

/**
 * The storefront's toasts (sonner, docs/product.md#error-notices). One module so every feature
 * notifies the same way. sonner loads with the first toast, not with the page: most visits never
 * show one, and the first-load script budget is tight. An `id` replaces a toast of the same id
 * rather than stacking.
 */
/** A toast stays 4000 ms (components/ui/toaster.tsx). */
export const TOAST_MS = 4000
/** When each toast shown with an id leaves the screen. */
const onScreenUntil = new Map<string, number>()

function show(kind: Kind, message: string, notice?: Notice) {
  if (notice?.id) onScreenUntil.set(notice.id, Date.now() + TOAST_MS)
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void Promise.all([import('sonner'), ready])
    .then(([{ toast }]) => toast[kind](message, notice))
    .catch((error: unknown) => console.error('Toast failed to load:', error))
}

export const notify = {
  success: (message: string, notice?: Notice) => show('success', message, notice),
  info: (message: string, notice?: Notice) => show('info', message, notice),
  error: (message: string, notice?: Notice) => show('error', message, notice),
  /**
   * Whether the toast of this id is still on screen. The storefront shows one toast at a time,
   * so a lesser notice waits rather than hiding one that says more (a session that expired).
   */
  isShowing: (id: string) => (onScreenUntil.get(id) ?? 0) > Date.now(),
}

/** Whether a toast has been asked for yet (the toaster mounts then); for useSyncExternalStore. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => wanted,
  getServer: () => false,
}
