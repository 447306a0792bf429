import type { Lang } from '@caravanserai/contracts/languages'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type ListAnswer, ListPage } from './list-page.tsx'
import { type ListFilters, listParamsOf, listSearchOf } from './list-params.ts'
import { ListSearch } from './list-search.tsx'
import { ListEmpty } from './list-state.tsx'
import { StatusLinks } from './status-links.tsx'

/**
 * A console list by status and search text (customers, contact messages, newsletter sign-ups):
 * status links, the search, how many match, the rows `children` draws, and pages, all in the URL.
 * Its texts are the same keys under `keyPrefix` in namespace `ns` (title, refresh, filter, all,
 * status.*, searchLabel, searchHint, showing, searchingFor, failed, empty, emptySearch, emptyHint).
 */
export function StatusList<S extends string, T>({
  id,
  lang,
  ns,
  keyPrefix,
  statuses,
  filters,
  pageSize,
  query,
  loading,
  tools,
  children,
}: {
  id: string
  lang: Lang
  ns: string
  keyPrefix: string
  statuses: readonly S[]
  filters: ListFilters<S>
  pageSize: number
  query: UseQueryResult<ListAnswer<T>>
  loading: ReactNode
  tools?: ReactNode
  children: (rows: T[]) => ReactNode
}) {
  const { t } = useTranslation(ns, { keyPrefix })
  const { pathname } = useLocation()
  const [, setParams] = useSearchParams()
  const { search } = filters
  return (
    <ListPage
      id={id}
      title={t('title')}
      tools={tools}
      refresh={t('refresh')}
      filters={
        <>
          <StatusLinks
            label={t('filter')}
            statuses={statuses}
            current={filters.status}
            hrefOf={(status) => listSearchOf({ ...filters, status, page: 1 }) || pathname}
            nameOf={(status) => (status ? t(`status.${status}`) : t('all'))}
          />
          <ListSearch
            value={search}
            label={t('searchLabel')}
            hint={t('searchHint')}
            onSearch={(next) => setParams(listParamsOf({ ...filters, search: next, page: 1 }))}
          />
        </>
      }
      summary={(count) =>
        `${t('showing', { count, formatted: formatNumber(lang, count) })}${search ? ` ${t('searchingFor', { search })}` : ''}`
      }
      query={query}
      loading={loading}
      failed={t('failed')}
      empty={
        <ListEmpty hint={t('emptyHint')}>{search ? t('emptySearch', { search }) : t('empty')}</ListEmpty>
      }
      page={filters.page}
      pageSize={pageSize}
      pageSearch={(page) => listSearchOf({ ...filters, page })}
    >
      {children}
    </ListPage>
  )
}
