import type { Lang } from '@caravanserai/contracts/languages'
import type { AuditEvent } from '@caravanserai/contracts/ops-audit'
import { Link } from 'react-router'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** The console pages of the objects that have one, by object type. */
const PAGES: Partial<Record<AuditEvent['object_type'], string>> = {
  order: 'orders',
  product: 'products',
  supplier: 'suppliers',
  rfq: 'rfqs',
  customer: 'customers',
}

/** What an event is about: its type, its name then, and a link to its console page where one exists. */
export function AuditObjectLink({ lang, event }: { lang: Lang; event: AuditEvent }) {
  const { t } = useTranslation('audit')
  const page = PAGES[event.object_type]
  const name = event.object_label || `#${event.object_id}`
  return (
    <span className="min-w-0">
      <span className="block text-ink-600 text-xs">{t(`objects.${event.object_type}`)}</span>
      {page ? (
        <Link
          to={`/${lang}/ops/${page}/${event.object_id}`}
          dir="auto"
          className="break-words font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
        >
          {name}
        </Link>
      ) : (
        <span dir="auto" className="break-words font-semibold text-ink-900">
          {name}
        </span>
      )}
    </span>
  )
}
