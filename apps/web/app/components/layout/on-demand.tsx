import { type ReactNode, Suspense, useState } from 'react'

export const triggerClass =
  'inline-flex items-center rounded-md text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800'

type TriggerProps = { onClick: () => void; onPointerEnter: () => void; onFocus: () => void }

/**
 * A header widget whose code (Radix menus and dialogs) loads when a reader first reaches for it:
 * until then a look-alike trigger stands in; pointing at it or focusing it starts the download,
 * pressing it mounts the real widget already open. Keeps Radix off every page's first load.
 */
export function OnDemand({
  trigger,
  preload,
  children,
}: {
  trigger: (props: TriggerProps) => ReactNode
  preload: () => Promise<unknown>
  children: ReactNode
}) {
  const [active, setActive] = useState(false)
  const warm = () => void preload().catch(() => {})
  const placeholder = trigger({ onClick: () => setActive(true), onPointerEnter: warm, onFocus: warm })
  if (!active) return placeholder
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
