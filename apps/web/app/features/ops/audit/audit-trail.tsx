import type { Lang } from '@caravanserai/contracts/languages'
import { AUDIT_PAGE_SIZE, type AuditEvent } from '@caravanserai/contracts/ops-audit'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { auditActorsQuery, auditTrailQuery } from '../../../api/ops-audit.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { AuditChanges } from '../console/audit-changes.tsx'
import { ListPage } from '../console/list-page.tsx'
import { ListEmpty, ListLoading } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { AuditFilterForm } from './audit-filters.tsx'
import { AuditObjectLink } from './audit-object-link.tsx'
import { auditApiQuery, auditFiltersFrom, auditSearchOf } from './audit-params.ts'

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
        <AuditChanges lang={lang} objectType={event.object_type} changes={event.changes} />
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
  const [params] = useSearchParams()
  const filters = auditFiltersFrom(params)
  const trail = useQuery(auditTrailQuery(api, operator.id, auditApiQuery(filters)))
  const actors = useQuery(auditActorsQuery(api, operator.id))
  return (
    <ListPage
      id="ops-audit-title"
      title={t('meta.title')}
      intro={t('trail.intro')}
      refresh={t('trail.refresh')}
      filters={<AuditFilterForm filters={filters} actors={actors.data ?? []} />}
      summary={(count) => t('trail.showing', { count, formatted: formatNumber(lang, count) })}
      query={trail}
      loading={<ListLoading label={t('trail.loading')} rows={5} height="h-20" />}
      failed={t('trail.failed')}
      empty={<ListEmpty hint={t('trail.emptyHint')}>{t('trail.empty')}</ListEmpty>}
      page={filters.page}
      pageSize={AUDIT_PAGE_SIZE}
      pageSearch={(page) => auditSearchOf({ ...filters, page })}
    >
      {(events) => (
        <ol aria-label={t('trail.list')} className="space-y-3">
          {events.map((event) => (
            <EventRow key={event.id} lang={lang} event={event} />
          ))}
        </ol>
      )}
    </ListPage>
  )
}
