import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type TabItem = { id: string; label: ReactNode; content: ReactNode }

/**
 * WAI-ARIA tabs: arrow keys move between tabs (mirrored right-to-left), Home and End jump.
 * Every panel is in the server HTML and prints; without scripts they all show.
 */
export function Tabs({
  items,
  label,
  className = '',
}: {
  items: TabItem[]
  label: string
  className?: string
}) {
  const [active, setActive] = useState(items[0]?.id)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let next: number | undefined
    if (step) next = (index + step + items.length) % items.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = items.length - 1
    if (next === undefined) return
    event.preventDefault()
    setActive(items[next]?.id)
    refs.current[next]?.focus()
  }

  return (
    <div className={className}>
      {/* Without scripts the tabs cannot switch: every panel shows, one after another. */}
      <noscript>
        <style>{'[role=tablist]{display:none}[role=tabpanel]{display:block!important}'}</style>
      </noscript>
      <div role="tablist" aria-label={label} className="flex gap-1 border-sand-200 border-b print:hidden">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === active}
            tabIndex={item.id === active ? 0 : -1}
            onClick={() => setActive(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className="-mb-px border-transparent border-b-2 px-4 py-3 font-semibold text-ink-600 text-sm hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-teal-700 aria-selected:border-teal-800 aria-selected:text-teal-900"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          className={`py-6 ${item.id === active ? '' : 'hidden print:block'}`}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
