import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { formatDate } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'

/** Every step of the order: when, from which status to which, who took it and their note. */
export function OrderHistory({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  return (
    <Panel id="ops-order-history" title={t('history.title')}>
      {order.history.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-4 border-sand-200 border-s-2 ps-5">
          {order.history.map((entry) => {
            const who = entry.actor?.name || entry.actor?.email || t(`history.roles.${entry.actor_role}`)
            return (
              <li key={`${entry.status}-${entry.created_at}`} className="relative space-y-1">
                <span
                  aria-hidden="true"
                  className="absolute -start-[1.72rem] top-1.5 size-3 rounded-full bg-teal-700 ring-4 ring-white"
                />
                <p className="font-semibold text-ink-900 text-sm">
                  {entry.from_status
                    ? t('history.moved', {
                        from: t(`status.${entry.from_status}`),
                        to: t(`status.${entry.status}`),
                      })
                    : t('history.placed')}
                </p>
                <p className="text-ink-600 text-xs">
                  <time dateTime={entry.created_at}>
                    {formatDate(lang, entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {' · '}
                  {t('history.by', { name: who })}
                </p>
                {entry.note ? (
                  <p
                    dir="auto"
                    className="whitespace-pre-line rounded-md bg-sand-50 p-2 text-ink-800 text-sm"
                  >
                    {entry.note}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </Panel>
  )
}
