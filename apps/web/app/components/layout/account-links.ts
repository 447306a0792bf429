import { LayoutDashboard, type LucideIcon, MessageSquareQuote, Package, User } from 'lucide-react'

/**
 * The signed-in user's links, in the account dropdown and the phone side menu. Kept
 * apart from nav-links.ts so their icons load with those on-demand widgets, not with every page.
 */
export const ACCOUNT_LINKS: readonly (readonly [path: string, label: string, icon: LucideIcon])[] = [
  ['/dashboard', 'nav.dashboard', LayoutDashboard],
  ['/orders', 'nav.orders', Package],
  ['/rfqs', 'nav.rfqs', MessageSquareQuote],
  ['/profile', 'nav.profile', User],
]
