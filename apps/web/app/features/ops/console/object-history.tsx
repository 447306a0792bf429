import type { Lang } from '@caravanserai/contracts/languages'
import type { AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { HISTORY_SHOWN, objectHistoryQuery } from '../../../api/ops-audit.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { AuditChanges } from './audit-changes.tsx'
import { ListLoading, QueryView } from './list-state.tsx'
import { useOperator, useStaffRoleInConsole } from './ops-context.ts'
import { Panel } from './panel.tsx'

/**
 * The "Changes by staff" panel of an order, a product, a supplier or a request for quotation
 * (docs/product.md#audit-trail): its last changes by staff, newest first, who made each and what
 * changed; an admin follows a link to the object's whole trail.
 */
export function ObjectHistory({ lang, type, id }: { lang: Lang; type: AuditObjectType; id: number }) {
  const { t } = useTranslation('audit')
  const api = useApi()
  const operator = useOperator()
  const isAdmin = useStaffRoleInConsole() === 'admin'
  const history = useQuery(objectHistoryQuery(api, operator.id, type, id))
  // Whatever the page saves is a staff write: once the page's writes settle, read the history again.
  const writing = useIsMutating()
  const wasWriting = useRef(false)
  const { refetch } = history
  useEffect(() => {
    if (wasWriting.current && writing === 0) void refetch()
    wasWriting.current = writing > 0
  }, [writing, refetch])
  const headingId = `ops-history-${type}-${id}`
  return (
    <Panel id={headingId} title={t('history.title')} hint={t('history.hint', { count: HISTORY_SHOWN })}>
      <QueryView
        query={history}
        loading={<ListLoading label={t('history.loading')} rows={2} height="h-10" />}
        failed={t('history.failed')}
        empty={<p className="text-ink-600 text-sm">{t('history.empty')}</p>}
        isEmpty={(page) => page.results.length === 0}
      >
        {(page) => (
          <ol className="space-y-3">
            {page.results.map((event) => (
              <li key={event.id} className="space-y-1 border-sand-200 border-s-2 ps-3">
                <p className="text-sm">
                  <span className="font-semibold text-ink-900">{t(`actions.${event.action}`)}</span>{' '}
                  <span className="text-ink-600">
                    <time dateTime={event.created_at}>
                      {formatDate(lang, event.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                    {' · '}
                    <span dir="ltr">{event.actor.email}</span>
                  </span>
                </p>
                <AuditChanges lang={lang} objectType={event.object_type} changes={event.changes} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {isAdmin ? (
        <Link
          to={`/${lang}/ops/audit?object_type=${type}&object_id=${id}`}
          className="inline-block font-semibold text-sm text-teal-800 underline underline-offset-4 hover:text-teal-950"
        >
          {t('history.fullTrail')}
        </Link>
      ) : null}
    </Panel>
  )
}
