import type { Lang } from '@caravanserai/contracts/languages'
import {
  ClipboardList,
  Factory,
  FolderTree,
  Inbox,
  MapPin,
  MessageSquareQuote,
  Newspaper,
  Package,
  Settings,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** The console's sections; a section appears here once it exists. */
const SECTIONS = [
  { path: '/ops/orders', label: 'shell.orders', Icon: ClipboardList },
  { path: '/ops/rfqs', label: 'rfqs:ops.shell', Icon: MessageSquareQuote },
  { path: '/ops/products', label: 'shell.products', Icon: Package },
  { path: '/ops/suppliers', label: 'shell.suppliers', Icon: Factory },
  { path: '/ops/taxonomy', label: 'shell.taxonomy', Icon: FolderTree },
  { path: '/ops/destinations', label: 'shell.destinations', Icon: MapPin },
  { path: '/ops/messages', label: 'shell.messages', Icon: Inbox },
  { path: '/ops/newsletter', label: 'shell.newsletter', Icon: Newspaper },
  { path: '/ops/settings', label: 'shell.settings', Icon: Settings },
] as const

/** The console around its pages: its name and its own navigation, inside the storefront's frame. */
export function OpsShell({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useTranslation('ops')
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-sand-200 border-b pb-4">
        <p className="font-semibold text-teal-900 text-sm uppercase tracking-wide">{t('shell.title')}</p>
        <nav aria-label={t('shell.nav')}>
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.map(({ path, label, Icon }) => (
              <li key={path}>
                <NavLink
                  to={localizedPath(path, lang)}
                  className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-ink-700 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {children}
    </div>
  )
}
