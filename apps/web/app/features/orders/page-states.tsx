import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/** 'Failed to load data', the reason, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders')
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {t('states.loadFailed')}
      </p>
      {error instanceof Error && error.message ? <p className="mt-1 text-sm">{error.message}</p> : null}
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  )
}

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
