import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, CheckCircle2, ClipboardCheck, type LucideIcon, PackageCheck, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { orderSummaryQuery } from '../../api/orders.ts'
import { OrderStatusBadge } from '../../components/order-status-badge.tsx'
import { PaymentStateBadge } from '../../components/payment-state-badge.tsx'
import { SettledPrice } from '../../components/price.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type DashboardFigures, dashboardFigures } from './dashboard-figures.ts'

const FIGURES: { key: keyof Omit<DashboardFigures, 'total'>; icon: LucideIcon; tone: string }[] = [
  { key: 'awaitingApproval', icon: ClipboardCheck, tone: 'bg-amber-100 text-amber-900' },
  { key: 'preparing', icon: PackageCheck, tone: 'bg-sky-100 text-sky-900' },
  { key: 'inTransit', icon: Truck, tone: 'bg-indigo-100 text-indigo-900' },
  { key: 'toComplete', icon: CheckCircle2, tone: 'bg-teal-100 text-teal-900' },
]

/** The overview tab: a greeting, the orders at each stage, and the ones waiting for the buyer. */
export function DashboardOverview({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const summary = useQuery(orderSummaryQuery(api, user.id))
  const n = (value: number) => formatNumber(lang, value)
  const ordersLink = localizedPath('/orders', lang)
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h2 className="font-bold text-2xl text-ink-900">{t('dashboard.greeting', { name: user.name })}</h2>
        <p className="text-ink-700">{t('dashboard.lead')}</p>
      </div>
      {summary.isError ? (
        <LoadFailure
          title={t('states.loadFailed')}
          detail={failureDetail(summary.error)}
          retry={t('states.retry')}
          onRetry={() => void summary.refetch()}
        />
      ) : !summary.data ? (
        <div
          role="status"
          aria-label={t('dashboard.loading')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {FIGURES.map((figure) => (
            <Skeleton key={figure.key} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          <section aria-labelledby="dashboard-stages" className="space-y-3">
            <h3 id="dashboard-stages" className="font-semibold text-ink-800">
              {t('dashboard.stages', { count: summary.data.count, formatted: n(summary.data.count) })}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FIGURES.map(({ key, icon: Icon, tone }) => (
                <li key={key}>
                  <Link
                    to={ordersLink}
                    className="flex h-full items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 hover:ring-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    <span
                      className={`flex size-11 shrink-0 items-center justify-center rounded-full ${tone}`}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-bold text-2xl text-ink-900">
                        {n(dashboardFigures(summary.data.count, summary.data.by_status)[key])}
                      </span>
                      <span className="block text-ink-700 text-sm">{t(`dashboard.figures.${key}`)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dashboard-waiting" className="space-y-3">
            <h3 id="dashboard-waiting" className="font-semibold text-ink-800">
              {t('dashboard.waiting')}
            </h3>
            {summary.data.awaiting_you.length === 0 ? (
              <p className="rounded-xl bg-white p-4 text-ink-700 text-sm ring-1 ring-sand-200">
                {summary.data.count === 0 ? t('dashboard.noOrders') : t('dashboard.nothingWaiting')}
              </p>
            ) : (
              <ul className="divide-y divide-sand-200 rounded-xl bg-white ring-1 ring-sand-200">
                {summary.data.awaiting_you.map((order) => (
                  <li key={order.id}>
                    <Link
                      to={localizedPath(`/orders/${order.id}`, lang)}
                      className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                    >
                      <bdi className="font-mono font-semibold text-ink-900">{order.order_number}</bdi>
                      <OrderStatusBadge status={order.status} />
                      {order.status === 'processing' ? (
                        <PaymentStateBadge state={order.payment_state} />
                      ) : null}
                      <span className="flex-1 text-ink-700 text-sm">
                        {t(`dashboard.next.${order.status}`)}
                      </span>
                      <SettledPrice
                        lang={lang}
                        amount={order.settlement_total_amount}
                        settlement={settlementOf(order)}
                        className="font-semibold"
                      />
                      <ArrowRight aria-hidden="true" className="size-4 text-teal-800 rtl:-scale-x-100" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <nav aria-label={t('dashboard.shortcuts')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {(['/orders', '/rfqs', '/addresses', '/profile', '/products'] as const).map((path) => (
          <Link
            key={path}
            to={localizedPath(path, lang)}
            className="font-semibold text-teal-800 hover:underline"
          >
            {t(`dashboard.links.${path.slice(1)}`)}
          </Link>
        ))}
      </nav>
    </div>
  )
}
