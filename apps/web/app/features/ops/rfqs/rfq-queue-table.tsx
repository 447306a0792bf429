import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq, RfqOffer } from '@caravanserai/contracts/rfqs'
import { Link } from 'react-router'
import { unitQuantity } from '../../../components/rfq-offer-facts.tsx'
import { RfqStatusBadge } from '../../../components/rfq-status-badge.tsx'
import { formatDate, formatDay } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the request's page has them all. */
const wide = 'max-md:hidden'

/**
 * The queue's requests, newest first: number and date, buyer, what (the product or the buyer's
 * title), how much, where to, by when, and the status; a standing offer says until when it holds,
 * or that it has expired and the request waits for a new offer or a decline.
 */
export function RfqQueueTable({ lang, rfqs, from }: { lang: Lang; rfqs: Rfq[]; from: string }) {
  const { t } = useTranslation('rfqs')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`ops.queue.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('ops.queue.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('request')}
            {head('buyer')}
            {head('what')}
            {head('quantity', 'text-end')}
            {head('destination', wide)}
            {head('neededBy', wide)}
            {head('status')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rfqs.map((rfq) => (
            <tr key={rfq.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-semibold`}>
                <Link
                  to={localizedPath(`/ops/rfqs/${rfq.id}`, lang)}
                  state={{ from }}
                  dir="ltr"
                  className="text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {rfq.rfq_number}
                </Link>
                <span className="block font-normal text-ink-600 text-xs">
                  {formatDate(lang, rfq.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </th>
              <td className={cell}>
                <span className="block font-medium">{rfq.buyer?.company || rfq.buyer?.name || '—'}</span>
                {rfq.buyer?.company && rfq.buyer.name ? (
                  <span className="block text-ink-700 text-xs">{rfq.buyer.name}</span>
                ) : null}
                <span className="block break-all text-ink-600 text-xs" dir="ltr">
                  {rfq.buyer?.email}
                </span>
              </td>
              <td className={cell}>
                <bdi className="block font-medium">{rfq.product?.name ?? rfq.title}</bdi>
                {rfq.product_variation ? (
                  <span className="block text-ink-600 text-xs">{rfq.product_variation.name}</span>
                ) : null}
                {rfq.product ? null : (
                  <span className="block text-ink-600 text-xs">
                    {rfq.category?.name ?? t('ops.queue.notInCatalogue')}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                {unitQuantity(t, rfq.quantity, rfq.unit)}
              </td>
              <td className={`${cell} ${wide}`}>{rfq.shipping_destination.name}</td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>
                {rfq.needed_by ? formatDay(lang, rfq.needed_by, { dateStyle: 'medium' }) : '—'}
              </td>
              <td className={cell}>
                <RfqStatusBadge status={rfq.status} />
                {rfq.status === 'offered' && rfq.offer ? (
                  <OfferValidity lang={lang} offer={rfq.offer} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function OfferValidity({ lang, offer }: { lang: Lang; offer: RfqOffer }) {
  const { t } = useTranslation('rfqs')
  if (offer.expired)
    return <span className="mt-1 block font-semibold text-red-800 text-xs">{t('offer.expired')}</span>
  return (
    <span className="mt-1 block whitespace-nowrap text-ink-600 text-xs">
      {t('card.validUntil', { date: formatDay(lang, offer.valid_until, { dateStyle: 'medium' }) })}
    </span>
  )
}
