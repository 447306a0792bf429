import type { Lang } from '@caravanserai/contracts/languages'
import {
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_MAX_ROWS,
  type CatalogFileFormat,
} from '@caravanserai/contracts/ops-catalog-import'
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { exportCatalog } from '../../../api/ops-catalog-import.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'
import { ImportPanel } from './import-panel.tsx'

/**
 * The catalogue as a file and back (docs/product.md#catalogue-import-and-export): export in CSV
 * or XLSX, and import a file: a dry run first, then the run.
 */
export function CatalogImportPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogImport')
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-bold text-2xl text-ink-900">{t('page.title')}</h1>
        <p className="max-w-3xl text-ink-700">{t('page.intro')}</p>
      </div>
      <Panel id="catalog-export" title={t('export.title')} hint={t('export.hint')}>
        <ExportButtons />
      </Panel>
      <Panel
        id="catalog-import"
        title={t('upload.title')}
        hint={t('upload.hint', {
          size: formatNumber(lang, CATALOG_IMPORT_MAX_BYTES / 1024 / 1024),
          rows: formatNumber(lang, CATALOG_IMPORT_MAX_ROWS),
        })}
      >
        <ImportPanel lang={lang} />
      </Panel>
    </div>
  )
}

function ExportButtons() {
  const { t } = useTranslation('catalogImport')
  const api = useApi()
  const download = useMutation({
    mutationFn: async (format: CatalogFileFormat) => {
      const file = await exportCatalog(api, format)
      saveFile(file, `catalogue-${new Date().toISOString().slice(0, 10)}.${format}`)
    },
    onSuccess: () => notify.success(t('export.done')),
  })
  return (
    <div className="flex flex-wrap items-center gap-3">
      {(['csv', 'xlsx'] as const).map((format) => {
        const busy = download.isPending && download.variables === format
        return (
          <Button
            key={format}
            variant="outline"
            disabled={download.isPending}
            aria-busy={busy || undefined}
            onClick={() => download.mutate(format)}
          >
            {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
            {t(`export.${format}`)}
          </Button>
        )
      })}
      {download.isPending ? (
        <span role="status" className="text-ink-600 text-sm">
          {t('export.working')}
        </span>
      ) : null}
    </div>
  )
}
