import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { Link } from 'react-router'
import { SettledPrice } from '../../components/price.tsx'
import { unitQuantity } from '../../components/rfq-offer-facts.tsx'
import { RfqStatusBadge } from '../../components/rfq-status-badge.tsx'
import { formatDate, formatDay } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A row of the buyer's requests: what and how much, where to, when it was sent, its status and,
 * while an offer stands, its total and last day. The title is the link; it covers the whole card.
 */
export function RfqCard({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const offer = rfq.status === 'offered' ? rfq.offer : null
  return (
    <article className="relative flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 hover:ring-teal-700 sm:p-5">
      <div className="min-w-48 flex-1 space-y-1">
        <h2 className="font-bold text-ink-900">
          <Link
            to={localizedPath(`/rfqs/${rfq.id}`, lang)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-teal-700"
          >
            <bdi>{rfq.title}</bdi>
          </Link>
        </h2>
        {/* No separator glyph: a middle dot reads as the Persian zero beside digits. */}
        <p className="flex flex-wrap gap-x-4 text-ink-600 text-sm">
          <bdi dir="ltr" className="font-mono">
            {rfq.rfq_number}
          </bdi>
          <span>{t('card.sent', { date: formatDate(lang, rfq.created_at) })}</span>
          <span>{unitQuantity(t, rfq.quantity, rfq.unit)}</span>
          <span>{t('card.to', { destination: rfq.shipping_destination.name })}</span>
          {rfq.needed_by ? <span>{t('card.neededBy', { date: formatDay(lang, rfq.needed_by) })}</span> : null}
        </p>
      </div>
      <RfqStatusBadge status={rfq.status} />
      {offer ? (
        <div className="min-w-36 text-end">
          <p className="font-bold text-ink-900">
            <SettledPrice lang={lang} amount={offer.total_amount} />
          </p>
          <p className={`text-xs ${offer.expired ? 'font-semibold text-red-800' : 'text-ink-600'}`}>
            {offer.expired
              ? t('offer.expired')
              : t('card.validUntil', { date: formatDay(lang, offer.valid_until, { dateStyle: 'medium' }) })}
          </p>
        </div>
      ) : null}
    </article>
  )
}
