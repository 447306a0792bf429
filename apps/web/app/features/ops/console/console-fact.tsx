import type { ReactNode } from 'react'

/** One labelled fact of a console page's details list (inside a `<dl>`); a dash when empty. */
export function ConsoleFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink-600 text-xs">{label}</dt>
      <dd className="break-words text-ink-900">{children || '—'}</dd>
    </div>
  )
}
