import type { Lang } from '@caravanserai/contracts/languages'
import { MILESTONE_IMPORT_MAX_BYTES } from '@caravanserai/contracts/ops-shipments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { importMilestones, opsShipmentKeys } from '../../../api/ops-shipments.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formMessages } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { CsvFileForm } from '../console/csv-file-form.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ImportColumns } from './import-columns.tsx'
import { IMPORT_EXAMPLE } from './import-example.ts'
import { refusedLines } from './import-refusals.ts'

/**
 * Milestones of many shipments at once from a carrier's CSV (docs/decisions/060-shipment-milestones.md):
 * the columns explained with an example to download, then all of the file recorded or none, with
 * the count recorded or every refused line and why.
 */
export function MilestoneImport({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments.import' })
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const upload = useMutation({
    mutationFn: (chosen: File) => importMilestones(api, lang, chosen),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsShipmentKeys.all(operator.id) }),
        queryClient.invalidateQueries({ queryKey: orderQueueKeys.orders(operator.id) }),
      ]),
  })
  const maxKb = formatNumber(lang, MILESTONE_IMPORT_MAX_BYTES / 1024)
  const tooLarge = file !== null && file.size > MILESTONE_IMPORT_MAX_BYTES
  const refused = refusedLines(upload.error)
  const failure = tooLarge
    ? t('tooLarge', { size: maxKb })
    : upload.error && !refused
      ? formMessages(upload.error, []).join(' ') || t('failed')
      : null

  return (
    <section
      aria-labelledby="ops-milestone-import"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-sand-200"
    >
      <h2 id="ops-milestone-import" className="font-bold text-ink-900 text-lg">
        {t('title')}
      </h2>
      <ImportColumns lang={lang} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => saveFile(new Blob([IMPORT_EXAMPLE], { type: 'text/csv' }), 'milestones-example.csv')}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('example')}
      </Button>
      <CsvFileForm
        id="ops-milestone-file"
        label={t('file')}
        send={t('send')}
        busy={t('busy')}
        pending={upload.isPending}
        ready={file !== null && !tooLarge}
        showsError={Boolean(failure || refused)}
        onChoose={(chosen) => {
          setFile(chosen)
          upload.reset()
        }}
        onSend={() => file && upload.mutate(file)}
      />
      {failure ? (
        <Alert tone="error" title={t('refused')}>
          <p id="ops-milestone-file-error">{failure}</p>
        </Alert>
      ) : null}
      {refused ? (
        <Alert tone="error" title={t('refusedLines', { count: refused.length })}>
          <ul id="ops-milestone-file-error" className="list-disc space-y-1 ps-5">
            {refused.map((line) => (
              <li key={`${line.line}-${line.message}`}>
                {t('line', { line: formatNumber(lang, line.line) })} {line.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {upload.data ? <Alert tone="success">{t('done', { count: upload.data.recorded })}</Alert> : null}
    </section>
  )
}
