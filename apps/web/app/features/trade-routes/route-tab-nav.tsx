import { Link } from 'react-router'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ROUTE_TABS, type RouteTab, routesSearch } from './route-selection.ts'

/**
 * The overview, destinations and benefits tabs as links: each tab has its own URL, so it opens
 * without JavaScript, can be shared, and the back button steps through tabs.
 */
export function RouteTabNav({ active }: { active: RouteTab }) {
  const { t } = useTranslation('routes')
  return (
    <nav aria-label={t('tabs.label')} className="border-sand-200 border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {ROUTE_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <Link
              to={{ search: routesSearch({ tab }) }}
              preventScrollReset
              aria-current={tab === active ? 'page' : undefined}
              className="inline-block rounded-t-md border-b-3 border-transparent px-4 py-3 font-semibold text-ink-700 hover:bg-sand-100 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-800 aria-[current=page]:border-saffron-500 aria-[current=page]:text-teal-900"
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
