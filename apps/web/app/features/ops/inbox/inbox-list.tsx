import type { Lang } from '@caravanserai/contracts/languages'
import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type ListFilters, listParamsOf, listSearchOf, pagesOf } from '../console/list-params.ts'
import { ListSearch } from '../console/list-search.tsx'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'

const linkClass =
  'inline-flex items-center whitespace-nowrap rounded-md px-3 py-2 font-semibold text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

/**
 * What visitors sent, as one of the console's inbox lists (contact messages, newsletter
 * sign-ups): its title and tools, status links, search, how many match, the page of rows that
 * `children` draws, and numbered pages. Status, search and page live in the URL.
 */
export function InboxList<S extends string, T>({
  lang,
  section,
  statuses,
  filters,
  pageSize,
  query,
  tools,
  children,
}: {
  lang: Lang
  section: 'messages' | 'newsletter'
  statuses: readonly S[]
  filters: ListFilters<S>
  pageSize: number
  query: UseQueryResult<{ count: number; results: T[] }>
  tools?: ReactNode
  children: (rows: T[]) => ReactNode
}) {
  const { t } = useTranslation('ops')
  const { pathname } = useLocation()
  const [, setParams] = useSearchParams()
  const count = query.data?.count ?? 0
  const text = (key: string) => t(`${section}.${key}`)

  return (
    <section aria-labelledby={`ops-${section}-title`} className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id={`ops-${section}-title`} className="font-bold text-2xl text-ink-900">
          {text('title')}
        </h1>
        <div className="flex flex-wrap items-start gap-2">
          {tools}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
            {text('refresh')}
          </Button>
        </div>
      </div>
      <nav aria-label={text('filter')}>
        <ul className="flex gap-1 overflow-x-auto pb-1">
          {[null, ...statuses].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={listSearchOf({ ...filters, status, page: 1 }) || pathname}
                aria-current={filters.status === status ? 'page' : undefined}
                className={linkClass}
              >
                {status ? t(`${section}.status.${status}`) : text('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListSearch
        value={filters.search}
        label={text('searchLabel')}
        hint={text('searchHint')}
        onSearch={(search) => setParams(listParamsOf({ ...filters, search, page: 1 }))}
      />
      <p role="status" className="text-ink-700 text-sm">
        {query.data ? t(`${section}.showing`, { count, formatted: formatNumber(lang, count) }) : ''}
        {query.data && filters.search ? ` ${t(`${section}.searchingFor`, { search: filters.search })}` : ''}
      </p>
      <QueryView
        query={query}
        loading={<ListLoading label={text('loading')} rows={5} height="h-24" />}
        failed={text('failed')}
        empty={
          <ListEmpty hint={text('emptyHint')}>
            {filters.search ? t(`${section}.emptySearch`, { search: filters.search }) : text('empty')}
          </ListEmpty>
        }
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => children(page.results)}
      </QueryView>
      <Pagination
        page={filters.page}
        total={pagesOf(count, pageSize)}
        hrefFor={(page) => `${pathname}${listSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
