import type { AnalyticsTable } from '@caravanserai/contracts/ops-analytics'
import { useMutation } from '@tanstack/react-query'
import { exportAnalyticsTable } from '../../../api/ops-analytics.ts'
import { useApi } from '../../../lib/api.tsx'
import { saveFile } from '../../../lib/save-file.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import type { AnalyticsFilters } from './analytics-params.ts'
import { analyticsFileName, reportQueryOf } from './analytics-params.ts'

/** Saves one table of the report as CSV (fetched with the operator's token, so a button, not a plain link). */
export function CsvDownload({
  table,
  filters,
  label,
}: {
  table: AnalyticsTable
  filters: AnalyticsFilters
  label: string
}) {
  const { t } = useTranslation('analytics')
  const api = useApi()
  const download = useMutation({
    mutationFn: () => exportAnalyticsTable(api, table, reportQueryOf(filters)),
    onSuccess: (blob) => saveFile(blob, analyticsFileName(table, filters)),
  })
  return (
    <button
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-label={t('chart.downloadOf', { table: label })}
      className="rounded-md px-3 py-1.5 font-semibold text-sm text-teal-800 ring-1 ring-sand-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60"
    >
      {download.isPending ? t('chart.downloading') : t('chart.download')}
    </button>
  )
}
