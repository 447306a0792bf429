import type { Lang } from '@caravanserai/contracts/languages'
import type { RfqOffer, RfqUnit } from '@caravanserai/contracts/rfqs'
import type { ReactNode } from 'react'
import { formatDate, formatDay } from '../lib/format.ts'
import type { TFunction } from '../lib/translator.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import { RatesNote, SettledPrice } from './price.tsx'

/**
 * A quantity with its unit in the page's words and digits (`2.5 tonnes`, `۵۰۰ کیلوگرم`): the
 * translator writes the count the language's way.
 */
export function unitQuantity(t: TFunction, quantity: number, unit: RfqUnit): string {
  return t(`quantity.${unit}`, { ns: 'rfqs', count: quantity })
}

function Fact({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-4 gap-y-0.5 ${strong ? 'border-sand-200 border-t pt-2 font-bold text-base text-ink-900' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-700'}>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  )
}

/**
 * An offer as the buyer and the operators both read it (docs/product.md#requests-for-quotation):
 * what and how much, the unit price, shipping and total, the delivery terms, the last day it may
 * be taken (marked once past) and the operators' notes. `unit` is the request's, for an offer of
 * something outside the catalogue.
 */
export function RfqOfferFacts({ lang, offer, unit }: { lang: Lang; offer: RfqOffer; unit: RfqUnit }) {
  const { t } = useTranslation('rfqs')
  const quantity = offer.product_variation
    ? t('offer.units', { count: offer.quantity, name: offer.product_variation.name })
    : unitQuantity(t, offer.quantity, unit)
  return (
    <div className="space-y-4">
      <dl className="space-y-2 text-sm">
        <Fact label={t('offer.quantity')}>{quantity}</Fact>
        <Fact label={t('offer.unitPrice')}>
          <SettledPrice lang={lang} amount={offer.unit_price} />
        </Fact>
        <Fact label={t('offer.shipping')}>
          <SettledPrice lang={lang} amount={offer.shipping_price} />
        </Fact>
        <Fact label={t('offer.total')} strong>
          <SettledPrice lang={lang} amount={offer.total_amount} />
        </Fact>
      </dl>
      <RatesNote lang={lang} />
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-ink-800">{t('offer.terms')}</dt>
          <dd>
            <span className="font-semibold">
              <bdi dir="ltr">{offer.incoterm}</bdi> {offer.incoterm_place}
            </span>
            <span className="block text-ink-700">{t(`incoterms.${offer.incoterm}`)}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-800">{t('offer.validUntil')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <time dateTime={offer.valid_until}>{formatDay(lang, offer.valid_until)}</time>
            {offer.expired ? (
              <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-900 text-xs">
                {t('offer.expired')}
              </span>
            ) : null}
          </dd>
        </div>
        {offer.notes ? (
          <div>
            <dt className="font-semibold text-ink-800">{t('offer.notes')}</dt>
            <dd dir="auto" className="whitespace-pre-line break-words">
              {offer.notes}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-ink-600 text-xs">
        {t('offer.sent', { date: formatDate(lang, offer.created_at, { dateStyle: 'long' }) })}
      </p>
    </div>
  )
}
