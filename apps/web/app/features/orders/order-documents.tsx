import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { FileText } from 'lucide-react'
import { formatDate, formatDay } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { FileDownloadButton } from './file-download-button.tsx'

/** The statuses before the goods ship: the commercial invoice and packing list are still to come. */
const BEFORE_SHIPPING: readonly Order['status'][] = ['pending_approval', 'processing']

/**
 * The order's trade documents (docs/product.md#trade-documents), each downloaded as a PDF (a
 * proforma invoice a newer quote replaced marked so), and the quote's terms they carry: the
 * Incoterm with its named place, and the day its prices hold until.
 */
export function OrderDocuments({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  const documents = order.documents
  return (
    <section
      aria-labelledby="order-documents"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="order-documents" className="font-bold text-ink-900 text-lg">
        {t('documents.title')}
      </h2>
      {order.incoterm || order.quote_valid_until ? (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {order.incoterm ? (
            <div>
              <dt className="font-semibold text-ink-800">{t('documents.terms')}</dt>
              <dd>
                {/* Written as the proforma writes it, "CPT Upper Lars", in every language. */}
                <bdi dir="ltr" className="font-semibold text-ink-900">
                  {order.incoterm_place ? `${order.incoterm} ${order.incoterm_place}` : order.incoterm}
                </bdi>
                <span className="block text-ink-600">{t(`documents.incoterms.${order.incoterm}`)}</span>
              </dd>
            </div>
          ) : null}
          {order.quote_valid_until ? (
            <div>
              <dt className="font-semibold text-ink-800">{t('documents.validUntil')}</dt>
              <dd>
                <time dateTime={order.quote_valid_until}>{formatDay(lang, order.quote_valid_until)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {documents.length === 0 ? (
        <p className="text-ink-600 text-sm">
          {order.status === 'pending_shipping' ? t('documents.awaitingQuote') : t('documents.none')}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {documents.map((document) => {
            const kind = t(`documents.kind.${document.kind}`)
            const download = t('documents.download')
            return (
              <li
                key={document.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">
                    {kind}
                    {document.superseded_at ? (
                      <span className="ms-2 rounded-full bg-sand-200 px-2 py-0.5 font-semibold text-ink-800 text-xs">
                        {t('documents.superseded')}
                      </span>
                    ) : null}
                  </p>
                  <p className="flex flex-wrap gap-x-3 text-ink-600 text-sm">
                    <bdi dir="ltr" className="font-mono">
                      {document.number}
                    </bdi>
                    <span>
                      {t('documents.issued', {
                        date: formatDate(lang, document.issued_at, { dateStyle: 'medium' }),
                      })}
                    </span>
                  </p>
                </div>
                <FileDownloadButton
                  url={document.download_url}
                  fileName={`${document.number}.pdf`}
                  text={download}
                  label={t('documents.downloadLabel', { download, kind, number: document.number })}
                />
              </li>
            )
          })}
        </ul>
      )}
      {documents.length > 0 && BEFORE_SHIPPING.includes(order.status) ? (
        <p className="text-ink-600 text-sm">{t('documents.laterOnShip')}</p>
      ) : null}
    </section>
  )
}
