import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** Placeholder rows while a console list loads, announced once to screen readers. */
export function ListLoading({
  label,
  rows = 4,
  height = 'h-12',
}: {
  label: string
  rows?: number
  height?: string
}) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={height} />
      ))}
    </div>
  )
}

/** A console list with nothing in it, and what to do about that. */
export function ListEmpty({ children, hint }: { children: ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg bg-white p-6 text-center ring-1 ring-sand-200">
      <p className="font-semibold text-ink-900">{children}</p>
      {hint ? <p className="mt-1 text-ink-600 text-sm">{hint}</p> : null}
    </div>
  )
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * A console query in its four states: `loading` while it loads, the failure with a retry (unless
 * earlier data is still shown), `empty` when there is nothing (`isEmpty`, by default an empty
 * array; a query that is never empty can leave it out), else what `children` draws of the data.
 */
export function QueryView<D>({
  query,
  loading,
  failed,
  empty = null,
  isEmpty = isEmptyList,
  children,
}: {
  query: UseQueryResult<D>
  loading: ReactNode
  failed: string
  empty?: ReactNode
  isEmpty?: (data: D) => boolean
  children: (data: D) => ReactNode
}) {
  const { t } = useTranslation('ops')
  if (query.isPending) return loading
  const { data } = query
  if (data === undefined)
    return (
      <LoadFailure
        title={failed}
        detail={failureDetail(query.error)}
        retry={t('queue.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  return isEmpty(data) ? empty : children(data)
}
