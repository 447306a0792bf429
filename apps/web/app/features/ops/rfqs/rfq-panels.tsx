import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { downloadFile } from '../../../api/files.ts'
import { AttachmentList } from '../../../components/attachment-list.tsx'
import { unitQuantity } from '../../../components/rfq-offer-facts.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatDay, formatPrice } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { rfqHistory } from './rfq-history.ts'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-ink-600 text-xs">{label}</dt>
      <dd className="break-words text-ink-900 text-sm">{children}</dd>
    </div>
  )
}

/** Who asked: name, company, email, and the language they wrote in. */
export function RfqBuyer({ rfq }: { rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const { t: ops } = useTranslation('ops')
  const { buyer } = rfq
  return (
    <Panel id="ops-rfq-buyer" title={t('ops.request.buyer')}>
      <dl className="space-y-3">
        <Field label={t('ops.request.name')}>{buyer?.name || '—'}</Field>
        {buyer?.company ? <Field label={t('ops.request.company')}>{buyer.company}</Field> : null}
        {buyer ? (
          <Field label={t('ops.request.email')}>
            <a
              href={`mailto:${buyer.email}`}
              dir="ltr"
              className="break-all text-teal-800 underline underline-offset-4"
            >
              {buyer.email}
            </a>
          </Field>
        ) : null}
        <Field label={t('ops.request.language')}>{ops(`languages.${rfq.language}`)}</Field>
      </dl>
    </Panel>
  )
}

/** What was asked: the product or the buyer's title, how much, the hoped-for price, where, by when, the files. */
export function RfqRequest({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  return (
    <Panel id="ops-rfq-request" title={t('ops.request.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={rfq.product ? t('detail.product') : t('detail.what')}>
          {rfq.product ? (
            <Link
              to={localizedPath(`/ops/products/${rfq.product.id}`, lang)}
              className="text-teal-800 underline"
            >
              {rfq.product.name}
            </Link>
          ) : (
            <bdi>{rfq.title}</bdi>
          )}
          {rfq.product?.producer ? (
            <span className="block text-ink-600">{rfq.product.producer.name}</span>
          ) : null}
          {rfq.product_variation ? <span className="block">{rfq.product_variation.name}</span> : null}
        </Field>
        {rfq.product ? null : (
          <Field label={t('detail.category')}>{rfq.category?.name ?? t('ops.request.noCategory')}</Field>
        )}
        <Field label={t('detail.quantity')}>{unitQuantity(t, rfq.quantity, rfq.unit)}</Field>
        <Field label={t('detail.targetPrice')}>
          {rfq.target_price === null ? (
            t('detail.noTargetPrice')
          ) : (
            <Money lang={lang} value={rfq.target_price} />
          )}
        </Field>
        <Field label={t('detail.destination')}>{rfq.shipping_destination.name}</Field>
        <Field label={t('detail.neededBy')}>
          {rfq.needed_by ? formatDay(lang, rfq.needed_by) : t('detail.noDate')}
        </Field>
      </dl>
      <dl className="space-y-3">
        <Field label={t('detail.details')}>
          {rfq.details ? (
            <span dir="auto" className="block whitespace-pre-line">
              {rfq.details}
            </span>
          ) : (
            <span className="text-ink-600">{t('detail.noDetails')}</span>
          )}
        </Field>
        <Field label={t('detail.files')}>
          {rfq.files.length > 0 ? (
            <AttachmentList
              files={rfq.files}
              download={(url) => downloadFile(api, url)}
              label={(name) => t('detail.download', { name })}
            />
          ) : (
            <span className="text-ink-600">{t('detail.noFiles')}</span>
          )}
        </Field>
      </dl>
    </Panel>
  )
}

/** Every known step of the request: sent, the standing offer, and how it ended (with its order). */
export function RfqHistory({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  return (
    <Panel id="ops-rfq-history" title={t('ops.history.title')}>
      <ol className="space-y-4 border-sand-200 border-s-2 ps-5">
        {rfqHistory(rfq).map((event) => (
          <li key={event.kind} className="relative space-y-1">
            <span
              aria-hidden="true"
              className="absolute -start-[1.72rem] top-1.5 size-3 rounded-full bg-teal-700 ring-4 ring-white"
            />
            <p className="font-semibold text-ink-900 text-sm">{t(`ops.history.${event.kind}`)}</p>
            <p className="text-ink-600 text-xs">
              <time dateTime={event.at}>
                {formatDate(lang, event.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            {event.kind === 'offered' ? (
              <p className="text-ink-800 text-sm">
                {t('ops.history.offerFacts', {
                  total: formatPrice(lang, event.total),
                  date: formatDay(lang, event.validUntil),
                })}
              </p>
            ) : null}
            {event.kind === 'accepted' && event.order ? (
              <Link
                to={localizedPath(`/ops/orders/${event.order.id}`, lang)}
                className="font-semibold text-sm text-teal-800 underline"
              >
                {t('ops.history.order', { number: ltr(event.order.order_number) })}
              </Link>
            ) : null}
            {event.kind === 'declined' && event.reason ? (
              <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-2 text-ink-800 text-sm">
                {event.reason}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  )
}
