import type { ReactNode } from 'react'
import { Skeleton } from '../../components/ui/skeleton.tsx'

export function RowsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  )
}

/** An empty list or cart: an icon, what is (not) there, and where to go next. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
      {icon}
      <p className="font-semibold text-ink-900 text-lg">{title}</p>
      {children}
    </div>
  )
}
