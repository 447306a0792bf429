import type { Lang } from '@caravanserai/contracts/languages'
import { STAFF_ALERT_KINDS, type StaffAlertKind, type WaitingNow } from '@caravanserai/contracts/ops-alerts'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { waitingNowQuery } from '../../../api/ops-alerts.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'

/**
 * Where each kind is dealt with: the queue at its status or payment, the claims queue, or the
 * first unread conversation.
 */
function placeOf(kind: StaffAlertKind, now: WaitingNow): string {
  if (kind === 'order_requested') return '/ops/orders?status=pending_shipping'
  if (kind === 'quote_approved') return '/ops/orders?status=processing'
  if (kind === 'proof_sent') return '/ops/orders?payment=proof_sent'
  if (kind === 'claim_opened') return '/ops/claims'
  const first = now.unread_orders[0]
  return first ? `/ops/orders/${first.id}#conversation` : '/ops/orders'
}

function Figures({ lang, now }: { lang: Lang; now: WaitingNow }) {
  const { t } = useTranslation('ops')
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {STAFF_ALERT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={localizedPath(placeOf(kind, now), lang)}
              className="flex h-full min-w-0 flex-col rounded-lg bg-white p-4 ring-1 ring-sand-200 hover:ring-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span className="break-words font-bold text-ink-900 text-xl sm:text-2xl">
                {formatNumber(lang, now.waiting[kind])}
              </span>
              <span className="text-ink-700 text-sm">{t(`alerts.waiting.${kind}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {now.unread_orders.length > 0 ? (
        <div className="text-sm">
          <h3 className="font-semibold text-ink-900">{t('alerts.waiting.unreadIn')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {now.unread_orders.slice(0, 5).map((order) => (
              <li key={order.id}>
                <Link
                  to={localizedPath(`/ops/orders/${order.id}#conversation`, lang)}
                  className="font-semibold text-teal-800 underline-offset-2 hover:underline"
                >
                  <bdi>{order.order_number}</bdi>
                </Link>{' '}
                <span className="text-ink-600">({formatNumber(lang, order.unread)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/**
 * What waits for the operators now, on the console's home (docs/product.md#staff-alerts): orders
 * to quote, approved orders to ship, transfer confirmations to check, the asker's unread buyer
 * messages and open claims, each leading to where it is dealt with.
 */
export function WaitingNowPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const now = useQuery(waitingNowQuery(useApi(), operator.id))
  return (
    <section aria-labelledby="ops-waiting-title" className="min-w-0 space-y-3">
      <h2 id="ops-waiting-title" className="font-bold text-ink-900 text-lg">
        {t('alerts.waiting.title')}
      </h2>
      <QueryView
        query={now}
        loading={<ListLoading label={t('alerts.waiting.loading')} rows={1} height="h-20" />}
        failed={t('alerts.waiting.failed')}
        isEmpty={() => false}
      >
        {(data) => <Figures lang={lang} now={data} />}
      </QueryView>
    </section>
  )
}
