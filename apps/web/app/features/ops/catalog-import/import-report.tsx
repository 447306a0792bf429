import type { Lang } from '@caravanserai/contracts/languages'
import type { CatalogImportReport } from '@caravanserai/contracts/ops-catalog-import'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

const ERRORS_PER_PAGE = 50

const COUNTS = [
  ['rows', 'rows'],
  ['products_created', 'productsCreated'],
  ['products_updated', 'productsUpdated'],
  ['products_unchanged', 'productsUnchanged'],
  ['variations_created', 'variationsCreated'],
  ['variations_updated', 'variationsUpdated'],
  ['variations_unchanged', 'variationsUnchanged'],
] as const

/** What a dry run found or a run did: the counts, then every error by row and column, paged. */
export function ImportReport({ lang, report }: { lang: Lang; report: CatalogImportReport }) {
  const { t } = useTranslation('catalogImport')
  const n = (value: number) => formatNumber(lang, value)
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map(([field, label]) => (
          <div key={field} className="rounded-md bg-sand-50 p-3 ring-1 ring-sand-200">
            <dt className="text-ink-600 text-sm">{t(`report.${label}`)}</dt>
            <dd className="font-bold text-ink-900 text-lg tabular-nums">{n(report.summary[field])}</dd>
          </div>
        ))}
      </dl>
      {report.error_count > 0 ? <ErrorTable lang={lang} report={report} /> : null}
    </div>
  )
}

function ErrorTable({ lang, report }: { lang: Lang; report: CatalogImportReport }) {
  const { t } = useTranslation('catalogImport')
  const [page, setPage] = useState(1)
  const n = (value: number) => formatNumber(lang, value)
  const pages = Math.max(1, Math.ceil(report.errors.length / ERRORS_PER_PAGE))
  // The report's order is the errors' identity: a row may have several on one column.
  const numbered = report.errors.map((error, at) => ({ ...error, at }))
  const shown = numbered.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE)
  return (
    <div className="space-y-3">
      <Alert tone="error" title={t('report.errorsTitle', { total: n(report.error_count) })}>
        {report.errors.length < report.error_count
          ? t('report.errorsCapped', { shown: n(report.errors.length), total: n(report.error_count) })
          : null}
      </Alert>
      <div className="overflow-x-auto rounded-md ring-1 ring-sand-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('report.page', { page: n(page), pages: n(pages) })}</caption>
          <thead className="bg-sand-50 text-start text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('report.row')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('report.column')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('report.message')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((error) => (
              <tr key={error.at} className="border-sand-200 border-t">
                <td className="px-3 py-2 tabular-nums">{n(error.row)}</td>
                <td className="px-3 py-2">
                  {error.column ? <code dir="ltr">{error.column}</code> : t('report.wholeRow')}
                </td>
                <td className="px-3 py-2">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('report.previous')}
          </Button>
          <span className="text-ink-700 text-sm">{t('report.page', { page: n(page), pages: n(pages) })}</span>
          <Button variant="outline" size="sm" disabled={page === pages} onClick={() => setPage(page + 1)}>
            {t('report.next')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
