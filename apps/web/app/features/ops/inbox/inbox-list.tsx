import type { Lang } from '@caravanserai/contracts/languages'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/use-translation.tsx'
import type { ListAnswer } from '../console/list-page.tsx'
import type { ListFilters } from '../console/list-params.ts'
import { ListLoading } from '../console/list-state.tsx'
import { StatusList } from '../console/status-list.tsx'

/**
 * What visitors sent, as one of the console's inbox lists (contact messages, newsletter
 * sign-ups): its title and tools, status links, search, how many match, the page of rows that
 * `children` draws, and numbered pages. Status, search and page live in the URL; the texts are
 * the `ops` namespace's under `section`.
 */
export function InboxList<S extends string, T>({
  section,
  ...list
}: {
  lang: Lang
  section: 'messages' | 'newsletter'
  statuses: readonly S[]
  filters: ListFilters<S>
  pageSize: number
  query: UseQueryResult<ListAnswer<T>>
  tools?: ReactNode
  children: (rows: T[]) => ReactNode
}) {
  const { t } = useTranslation('ops')
  return (
    <StatusList
      {...list}
      id={`ops-${section}-title`}
      ns="ops"
      keyPrefix={section}
      loading={<ListLoading label={t(`${section}.loading`)} rows={5} height="h-24" />}
    />
  )
}
