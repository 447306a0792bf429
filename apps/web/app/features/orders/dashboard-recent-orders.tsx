import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, PackageOpen } from 'lucide-react'
import { Link } from 'react-router'
import { orderListQuery } from '../../api/orders.ts'
import { RatesNote } from '../../components/price.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { useApi } from '../../lib/api.tsx'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { OrderCard } from './order-card.tsx'
import { EmptyState, RowsSkeleton } from './page-states.tsx'

/** The dashboard shows the 3 most recent orders. */
const DASHBOARD_RECENT_ORDERS = 3

/** The 3 most recent orders, and the way to all of them. */
export function DashboardRecentOrders({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const recent = useQuery(orderListQuery(api, user.id, lang, 1, DASHBOARD_RECENT_ORDERS))
  return (
    <section aria-labelledby="dashboard-recent" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-recent" className="font-bold text-ink-900 text-xl">
          {t('dashboard.recent')}
        </h2>
        <Link
          to={localizedPath('/orders', lang)}
          className="inline-flex items-center gap-1 font-semibold text-sm text-teal-800 hover:underline"
        >
          {t('dashboard.allOrders')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {recent.isError ? (
        <LoadFailure
          title={t('states.loadFailed')}
          detail={failureDetail(recent.error)}
          retry={t('states.retry')}
          onRetry={() => void recent.refetch()}
        />
      ) : !recent.data ? (
        <RowsSkeleton rows={DASHBOARD_RECENT_ORDERS} label={t('list.loading')} />
      ) : recent.data.results.length === 0 ? (
        <EmptyState
          icon={<PackageOpen aria-hidden="true" className="size-12 text-ink-500" />}
          title={t('list.empty')}
        >
          <Link to={localizedPath('/products', lang)} className={buttonClass()}>
            {t('list.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {recent.data.results.map((order) => (
              <li key={order.id}>
                <OrderCard lang={lang} order={order} heading="h3" />
              </li>
            ))}
          </ul>
          <RatesNote lang={lang} />
        </>
      )}
    </section>
  )
}
