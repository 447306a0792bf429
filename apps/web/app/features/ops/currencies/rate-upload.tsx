import type { Lang } from '@caravanserai/contracts/languages'
import {
  RATES_CSV_HEADER,
  RATES_CSV_MAX_BYTES,
  RATES_CSV_MAX_ROWS,
} from '@caravanserai/contracts/ops-currencies'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { refreshRates, uploadRates } from '../../../api/ops-currencies.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formMessages } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { CsvFileForm } from '../console/csv-file-form.tsx'
import { useOperator } from '../console/ops-context.ts'
import { localDay } from '../console/transfer-form.ts'

/** The file's first line, as the API reads it. */
const HEADER = RATES_CSV_HEADER.join(',')

/**
 * Rates from a CSV file, several currencies and days at once: all its lines are written or none.
 * A refused file shows the API's message, which names the wrong line, beside the file.
 */
export function RateUpload({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadRates(api, lang, chosen),
    onSuccess: () => refreshRates(queryClient, operator.id),
  })
  const today = localDay(new Date())
  const maxKb = formatNumber(lang, RATES_CSV_MAX_BYTES / 1024)
  const tooLarge = file !== null && file.size > RATES_CSV_MAX_BYTES
  const failure = tooLarge
    ? t('currencies.upload.tooLarge', { size: maxKb })
    : upload.error
      ? formMessages(upload.error, []).join(' ') || t('currencies.upload.failed')
      : null

  return (
    <section
      aria-labelledby="ops-rate-upload"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-sand-200"
    >
      <h2 id="ops-rate-upload" className="font-bold text-ink-900 text-lg">
        {t('currencies.upload.title')}
      </h2>
      <div className="space-y-2 text-ink-700 text-sm">
        <p>{t('currencies.upload.format')}</p>
        <pre
          dir="ltr"
          className="overflow-x-auto rounded-md bg-sand-50 p-3 text-start font-mono text-ink-900 text-xs"
        >
          {`${HEADER}\nAMD,391.25,${today}\nRUB,92.5,${today}`}
        </pre>
        <p>
          {t('currencies.upload.allOrNothing', {
            rows: formatNumber(lang, RATES_CSV_MAX_ROWS),
            size: maxKb,
          })}
        </p>
      </div>
      <CsvFileForm
        id="ops-rate-file"
        label={t('currencies.upload.file')}
        send={t('currencies.upload.send')}
        busy={t('currencies.upload.busy')}
        pending={upload.isPending}
        ready={file !== null && !tooLarge}
        showsError={Boolean(failure)}
        onChoose={(chosen) => {
          setFile(chosen)
          upload.reset()
        }}
        onSend={() => file && upload.mutate(file)}
      />
      {failure ? (
        <Alert tone="error" title={t('currencies.upload.refused')}>
          <p id="ops-rate-file-error">{failure}</p>
        </Alert>
      ) : null}
      {upload.data ? (
        <Alert tone="success">
          {t('currencies.upload.done', {
            count: upload.data.created.length,
            formatted: formatNumber(lang, upload.data.created.length),
          })}
        </Alert>
      ) : null}
    </section>
  )
}
