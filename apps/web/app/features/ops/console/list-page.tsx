import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { pagesOf } from './list-params.ts'
import { QueryView } from './list-state.tsx'

/** A page of a console list, as the API answers it. */
export type ListAnswer<T> = { count: number; results: T[] }

/**
 * A console list page: its title (with `intro` under it), `tools` beside the refresh button, the
 * `filters`, how many match (`summary` of the count, announced), the page of rows that `children`
 * draws (or `loading`, the failure, `empty`) and numbered pages linking to `pageSearch` of each.
 */
export function ListPage<T>({
  id,
  title,
  intro,
  tools,
  refresh,
  filters,
  summary,
  query,
  loading,
  failed,
  empty,
  page,
  pageSize,
  pageSearch,
  children,
}: {
  id: string
  title: string
  intro?: string
  tools?: ReactNode
  refresh: string
  filters: ReactNode
  summary: (count: number) => ReactNode
  query: UseQueryResult<ListAnswer<T>>
  loading: ReactNode
  failed: string
  empty: ReactNode
  page: number
  pageSize: number
  pageSearch: (page: number) => string
  children: (rows: T[]) => ReactNode
}) {
  const { pathname } = useLocation()
  const count = query.data?.count ?? 0
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id={id} className="font-bold text-2xl text-ink-900">
            {title}
          </h1>
          {intro ? <p className="text-ink-700 text-sm">{intro}</p> : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {tools}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
            {refresh}
          </Button>
        </div>
      </div>
      {filters}
      <p role="status" className="text-ink-700 text-sm">
        {query.data ? summary(count) : ''}
      </p>
      <QueryView
        query={query}
        loading={loading}
        failed={failed}
        empty={empty}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => children(answer.results)}
      </QueryView>
      <Pagination
        page={page}
        total={pagesOf(count, pageSize)}
        hrefFor={(n) => `${pathname}${pageSearch(n)}`}
      />
    </section>
  )
}
