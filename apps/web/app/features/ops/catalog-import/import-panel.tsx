import type { Lang } from '@caravanserai/contracts/languages'
import {
  CATALOG_IMPORT_MAX_BYTES,
  type CatalogImportProgress,
} from '@caravanserai/contracts/ops-catalog-import'
import { useMutation } from '@tanstack/react-query'
import { FileSpreadsheet, Upload } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { failureMessage, importCatalog } from '../../../api/ops-catalog-import.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ImportProgress } from './import-progress.tsx'
import { ImportReport } from './import-report.tsx'

/**
 * Choose or drop a file, check it (a dry run: its counts and every error by row and column), then
 * import it. The import is written in one transaction; meanwhile the page shows how far it got
 * (docs/product.md#catalogue-import-and-export).
 */
export function ImportPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogImport')
  const api = useApi()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const check = useMutation({ mutationFn: (chosen: File) => importCatalog(api, chosen, true) })
  const [step, setStep] = useState<CatalogImportProgress | null>(null)
  const run = useMutation({
    mutationFn: (chosen: File) => {
      setStep(null)
      return importCatalog(api, chosen, false, setStep)
    },
  })
  const n = (value: number) => formatNumber(lang, value)
  const maxMb = n(CATALOG_IMPORT_MAX_BYTES / 1024 / 1024)
  const tooLarge = file !== null && file.size > CATALOG_IMPORT_MAX_BYTES

  function choose(chosen: File | undefined) {
    if (!chosen) return
    setFile(chosen)
    check.reset()
    run.reset()
  }
  function startOver() {
    setFile(null)
    check.reset()
    run.reset()
  }
  function onDrop(event: DragEvent) {
    event.preventDefault()
    choose(event.dataTransfer.files[0])
  }

  const dry = check.data
  const changes = dry ? dry.summary.products_created + dry.summary.products_updated : 0
  const done = run.data?.ok ? run.data : undefined
  const report = run.data ?? dry
  const failure = check.error ?? run.error

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('report.doneTitle')}>
          {t('report.done')}
        </Alert>
        <ImportReport lang={lang} report={done} />
        <Button variant="outline" onClick={startOver}>
          {t('run.another')}
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <fieldset
        aria-label={t('upload.title')}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-sand-300 border-dashed p-5"
      >
        <FileSpreadsheet aria-hidden="true" className="size-6 text-teal-800" />
        <label htmlFor={inputId} className="font-semibold text-ink-800">
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={run.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          className="text-sm"
        />
        <span className="text-ink-600 text-sm">{t('upload.drop')}</span>
      </fieldset>
      {file ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-800 text-sm">{t('upload.chosen', { name: file.name })}</p>
          <Button
            variant="outline"
            disabled={tooLarge || check.isPending || run.isPending}
            aria-busy={check.isPending || undefined}
            onClick={() => check.mutate(file)}
          >
            {check.isPending ? <Spinner className="size-4" /> : null}
            {check.isPending ? t('upload.checking') : t('upload.check')}
          </Button>
        </div>
      ) : null}
      {tooLarge ? <Alert tone="error">{t('upload.tooLarge', { size: maxMb })}</Alert> : null}
      {failure ? <Alert tone="error">{t('run.failed', { message: failureMessage(failure) })}</Alert> : null}
      {report ? (
        <section aria-labelledby="catalog-import-report" className="space-y-4">
          <h3 id="catalog-import-report" className="font-bold text-ink-900">
            {t('report.title')}
          </h3>
          <ImportReport lang={lang} report={report} />
        </section>
      ) : null}
      {dry?.ok && changes === 0 ? <Alert tone="info">{t('report.nothingToDo')}</Alert> : null}
      {dry?.ok && changes > 0 && file && !run.data ? (
        <div className="space-y-3">
          <Alert tone="success">{t('report.ready')}</Alert>
          <Button
            disabled={run.isPending}
            aria-busy={run.isPending || undefined}
            onClick={() => run.mutate(file)}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('run.import', { total: n(dry.summary.rows) })}
          </Button>
        </div>
      ) : null}
      {run.isPending ? <ImportProgress lang={lang} rows={dry?.summary.rows ?? 0} step={step} /> : null}
    </div>
  )
}
