import type { StaffRole } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  Banknote,
  BarChart3,
  Bell,
  Building2,
  ClipboardList,
  Coins,
  Factory,
  FileSpreadsheet,
  FolderTree,
  History,
  Inbox,
  MapPin,
  MessageSquareQuote,
  Newspaper,
  Package,
  Settings,
  ShieldAlert,
  Star,
  Truck,
  UserCog,
  Users,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * The console's sections and the role each needs (docs/product.md#staff-and-roles); an operator
 * is not shown an admin's. The API refuses them anyway.
 */
const SECTIONS: { path: string; label: string; Icon: typeof Package; role: StaffRole }[] = [
  { path: '/ops/analytics', label: 'analytics:meta.title', Icon: BarChart3, role: 'operator' },
  { path: '/ops/orders', label: 'shell.orders', Icon: ClipboardList, role: 'operator' },
  { path: '/ops/shipments', label: 'shell.shipments', Icon: Truck, role: 'operator' },
  // Refunds and payouts are money recorded, as payments are: an operator's work too.
  { path: '/ops/claims', label: 'shell.claims', Icon: ShieldAlert, role: 'operator' },
  { path: '/ops/payouts', label: 'shell.payouts', Icon: Banknote, role: 'operator' },
  // Rates convert what buyers see and pay, kept as payments are recorded: every staff member's.
  { path: '/ops/currencies', label: 'shell.currencies', Icon: Coins, role: 'operator' },
  { path: '/ops/rfqs', label: 'rfqs:ops.shell', Icon: MessageSquareQuote, role: 'operator' },
  { path: '/ops/customers', label: 'customers:meta.title', Icon: Users, role: 'operator' },
  { path: '/ops/companies', label: 'customers:companies.title', Icon: Building2, role: 'operator' },
  { path: '/ops/reviews', label: 'moderation:meta.title', Icon: Star, role: 'operator' },
  { path: '/ops/products', label: 'shell.products', Icon: Package, role: 'operator' },
  { path: '/ops/import', label: 'catalogImport:meta.title', Icon: FileSpreadsheet, role: 'operator' },
  { path: '/ops/suppliers', label: 'shell.suppliers', Icon: Factory, role: 'operator' },
  { path: '/ops/taxonomy', label: 'shell.taxonomy', Icon: FolderTree, role: 'operator' },
  { path: '/ops/destinations', label: 'shell.destinations', Icon: MapPin, role: 'operator' },
  { path: '/ops/messages', label: 'shell.messages', Icon: Inbox, role: 'operator' },
  { path: '/ops/newsletter', label: 'shell.newsletter', Icon: Newspaper, role: 'operator' },
  { path: '/ops/staff', label: 'staff:meta.title', Icon: UserCog, role: 'admin' },
  { path: '/ops/audit', label: 'audit:meta.title', Icon: History, role: 'admin' },
  { path: '/ops/settings', label: 'shell.settings', Icon: Settings, role: 'admin' },
  { path: '/ops/alerts', label: 'shell.alerts', Icon: Bell, role: 'operator' },
]

/** The console around its pages: its name and its own navigation, inside the storefront's frame. */
export function OpsShell({ lang, role, children }: { lang: Lang; role: StaffRole; children: ReactNode }) {
  const { t } = useTranslation('ops')
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-sand-200 border-b pb-4">
        <p className="font-semibold text-teal-900 text-sm uppercase tracking-wide">{t('shell.title')}</p>
        <nav aria-label={t('shell.nav')}>
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.filter((section) => role === 'admin' || section.role === 'operator').map(
              ({ path, label, Icon }) => (
                <li key={path}>
                  <NavLink
                    to={localizedPath(path, lang)}
                    className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-ink-700 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(label)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
      {children}
    </div>
  )
}
