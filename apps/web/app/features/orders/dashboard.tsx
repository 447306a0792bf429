import type { Lang } from '@caravanserai/contracts/languages'
import { Tabs } from '../../components/ui/tabs.tsx'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { DashboardOverview } from './dashboard-overview.tsx'
import { DashboardProfile } from './dashboard-profile.tsx'
import { DashboardRecentOrders } from './dashboard-recent-orders.tsx'

/** The dashboard (docs/product.md#dashboard): tabs overview, orders (the 3 most recent) and profile. */
export function Dashboard({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  return (
    <Tabs
      label={t('dashboard.tabs')}
      items={[
        {
          id: 'overview',
          label: t('dashboard.overview'),
          content: <DashboardOverview lang={lang} user={user} />,
        },
        {
          id: 'orders',
          label: t('dashboard.orders'),
          content: <DashboardRecentOrders lang={lang} user={user} />,
        },
        {
          id: 'profile',
          label: t('dashboard.profile'),
          content: <DashboardProfile lang={lang} user={user} />,
        },
      ]}
    />
  )
}
