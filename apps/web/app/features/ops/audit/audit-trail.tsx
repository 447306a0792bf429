import type { Lang } from '@caravanserai/contracts/languages'
import { AUDIT_PAGE_SIZE, type AuditEvent } from '@caravanserai/contracts/ops-audit'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useLocation, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { AuditChanges } from '../console/audit-changes.tsx'
import { pagesOf } from '../console/list-params.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { auditActorsQuery, auditTrailQuery } from './audit-api.ts'
import { AuditFilterForm } from './audit-filters.tsx'
import { AuditObjectLink } from './audit-object-link.tsx'
import { auditFiltersFrom, auditSearchOf } from './audit-params.ts'

function EventRow({ lang, event }: { lang: Lang; event: AuditEvent }) {
  const { t } = useTranslation('audit')
  return (
    <li className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-sand-200 md:grid-cols-[10rem_14rem_1fr]">
      <div className="space-y-1 text-sm">
        <time dateTime={event.created_at} className="block text-ink-900">
          {formatDate(lang, event.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <span dir="ltr" className="block break-all text-ink-600">
          {event.actor.email}
        </span>
      </div>
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-ink-900">{t(`actions.${event.action}`)}</p>
        <AuditObjectLink lang={lang} event={event} />
      </div>
      <div className="min-w-0">
        <AuditChanges lang={lang} changes={event.changes} />
      </div>
    </li>
  )
}

/**
 * The audit trail (docs/product.md#audit-trail): every staff write, newest first, who made it,
 * what it was about and each changed field; filtered by person, action and object, paged, all in
 * the address. For admins.
 */
export function AuditTrail({ lang }: { lang: Lang }) {
  const { t } = useTranslation('audit')
  const api = useApi()
  const operator = useOperator()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const filters = auditFiltersFrom(params)
  const trail = useQuery(auditTrailQuery(api, operator.id, filters))
  const actors = useQuery(auditActorsQuery(api, operator.id))
  const count = trail.data?.count ?? 0
  return (
    <section aria-labelledby="ops-audit-title" className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id="ops-audit-title" className="font-bold text-2xl text-ink-900">
            {t('meta.title')}
          </h1>
          <p className="text-ink-600 text-sm">{t('trail.intro')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void trail.refetch()} disabled={trail.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${trail.isFetching ? 'animate-spin' : ''}`} />
          {t('trail.refresh')}
        </Button>
      </div>
      <AuditFilterForm filters={filters} actors={actors.data ?? []} />
      <p role="status" className="text-ink-700 text-sm">
        {trail.data ? t('trail.showing', { count, formatted: formatNumber(lang, count) }) : ''}
      </p>
      <QueryView
        query={trail}
        loading={<ListLoading label={t('trail.loading')} rows={5} height="h-20" />}
        failed={t('trail.failed')}
        empty={<ListEmpty hint={t('trail.emptyHint')}>{t('trail.empty')}</ListEmpty>}
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => (
          <ol aria-label={t('trail.list')} className="space-y-3">
            {page.results.map((event) => (
              <EventRow key={event.id} lang={lang} event={event} />
            ))}
          </ol>
        )}
      </QueryView>
      <Pagination
        page={filters.page}
        total={pagesOf(count, AUDIT_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${auditSearchOf({ ...filters, page })}`}
      />
    </section>
  )
}
