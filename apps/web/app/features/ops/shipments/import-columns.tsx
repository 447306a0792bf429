import type { Lang } from '@caravanserai/contracts/languages'
import { DELAY_DAYS_MAX } from '@caravanserai/contracts/shipments'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './import-example.ts'

/** What each column of the milestone import holds, in a line each, and that a file is kept whole or not at all. */
export function ImportColumns({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments.import' })
  return (
    <div className="space-y-2 text-ink-700 text-sm">
      <p>{t('intro')}</p>
      {/* Wrapped, not scrolled: a region that scrolls would need a keyboard stop of its own. */}
      <code dir="ltr" className="block break-all rounded-md bg-sand-50 p-3 text-start text-ink-900 text-xs">
        {IMPORT_COLUMNS.join(',')}
      </code>
      <dl className="space-y-1">
        {IMPORT_COLUMNS.map((column) => (
          <div key={column}>
            <dt dir="ltr" className="inline font-mono font-semibold text-ink-900">
              {column}
            </dt>
            <dd className="inline">
              {' — '}
              {t(`columns.${column}`, { max: formatNumber(lang, DELAY_DAYS_MAX) })}
            </dd>
          </div>
        ))}
      </dl>
      <p>{t('allOrNothing', { rows: formatNumber(lang, IMPORT_MAX_ROWS) })}</p>
    </div>
  )
}
