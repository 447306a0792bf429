import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { Download } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'
import { useFileDownload } from './use-file-download.ts'

/**
 * The trade documents the order has earned so far (docs/product.md#trade-documents), oldest
 * first: what each is, its number and day of issue, whether a newer quote's replaced it, and a
 * download of its PDF.
 */
export function OrderDocuments({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const download = useFileDownload()
  return (
    <Panel id="ops-order-documents" title={t('documents.title')} hint={t('documents.hint')}>
      {order.documents.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('documents.empty')}</p>
      ) : (
        <ul className="divide-y divide-sand-100">
          {order.documents.map((doc) => {
            const kind = t(`documents.kinds.${doc.kind}`)
            const busy = download.busy(doc.download_url)
            return (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-ink-900 text-sm">
                    {kind}
                    {doc.superseded_at ? (
                      <span className="ms-2 rounded-full bg-sand-200 px-2 py-0.5 font-semibold text-ink-800 text-xs">
                        {t('documents.superseded')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-ink-600 text-xs">
                    <span dir="ltr" className="font-mono">
                      {doc.number}
                    </span>
                    {' · '}
                    <time dateTime={doc.issued_at}>
                      {t('documents.issued', {
                        date: formatDate(lang, doc.issued_at, { dateStyle: 'medium' }),
                      })}
                    </time>
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  aria-label={t('documents.downloadItem', { kind, number: doc.number })}
                  onClick={() => download.start({ url: doc.download_url, name: `${doc.number}.pdf` })}
                >
                  {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
                  {t('documents.download')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      <p role="status" className="sr-only">
        {download.saved ? t('documents.saved', { name: download.saved }) : ''}
      </p>
    </Panel>
  )
}
