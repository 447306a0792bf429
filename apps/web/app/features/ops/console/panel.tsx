import type { ReactNode } from 'react'

/** A titled block of the order page; `id` ties the heading to its region for screen readers. */
export function Panel({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg bg-white p-5 ring-1 ring-sand-200">
      <div className="space-y-1">
        <h2 id={id} tabIndex={-1} className="font-bold text-ink-900 text-lg">
          {title}
        </h2>
        {hint ? <p className="text-ink-600 text-sm">{hint}</p> : null}
      </div>
      {children}
    </section>
  )
}
