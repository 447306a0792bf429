import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { RatesNote, SettledPrice, SettlementNote } from '../../components/price.tsx'
import { formatDay } from '../../lib/format.ts'
import { settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

const card = 'space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200'
const heading = 'font-bold text-ink-900 text-lg'

/** Totals (total_price + shipping_price), where it goes and when it typically arrives, the buyer's notes, tracking. */
export function OrderFacts({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  const settlement = settlementOf(order)
  const quoted = order.shipping_price !== null
  const address = order.shipping_address
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-totals" className={card}>
        <h2 id="order-totals" className={heading}>
          {t('detail.totals')}
        </h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{t('totals.subtotal')}</dt>
            <dd className="text-end">
              <SettledPrice lang={lang} amount={order.settlement_total_price} settlement={settlement} />
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t('totals.shipping')}</dt>
            <dd className="text-end">
              {order.settlement_shipping_price !== null ? (
                <SettledPrice lang={lang} amount={order.settlement_shipping_price} settlement={settlement} />
              ) : (
                t('totals.toBeQuoted')
              )}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-sand-200 border-t pt-3 font-bold text-base text-ink-900">
            <dt>{quoted ? t('totals.total') : t('totals.estimated')}</dt>
            <dd className="text-end">
              <SettledPrice
                lang={lang}
                amount={order.settlement_total_amount}
                settlement={settlement}
                plus={!quoted}
              />
            </dd>
          </div>
        </dl>
        <SettlementNote lang={lang} settlement={settlement} />
        <RatesNote lang={lang} />
      </section>
      <section aria-labelledby="order-shipping" className={card}>
        <h2 id="order-shipping" className={heading}>
          {t('detail.shipping')}
        </h2>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-ink-800">{t('detail.destination')}</dt>
            <dd>{order.shipping_destination.name}</dd>
          </div>
          {order.estimated_arrival ? (
            <div>
              <dt className="font-semibold text-ink-800">{t('detail.estimatedArrival')}</dt>
              <dd>
                <time dateTime={order.estimated_arrival}>{formatDay(lang, order.estimated_arrival)}</time>
                <span className="block text-ink-600 text-xs">{t('detail.estimatedArrivalHint')}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="font-semibold text-ink-800">{t('detail.address')}</dt>
            {address ? (
              <dd>
                <address className="not-italic leading-relaxed">
                  {(
                    [
                      ['name', address.full_name],
                      ['company', address.company_name],
                      ['street', address.address],
                      ['street2', address.address_2],
                      ['place', [address.city, address.state, address.zip_code].filter(Boolean).join(', ')],
                      ['country', address.country],
                    ] as const
                  )
                    .filter(([, line]) => line)
                    .map(([part, line]) => (
                      <span key={part} className="block">
                        {line}
                      </span>
                    ))}
                  <span dir="ltr" className="block">
                    {address.phone_number}
                  </span>
                  <span dir="ltr" className="block">
                    {address.email_address}
                  </span>
                </address>
              </dd>
            ) : (
              <dd className="text-ink-600">{t('detail.noAddress')}</dd>
            )}
          </div>
          <div>
            <dt className="font-semibold text-ink-800">{t('detail.tracking')}</dt>
            <dd>
              {order.tracking_number ? (
                <span dir="ltr" className="font-mono font-semibold">
                  {order.tracking_number}
                </span>
              ) : (
                <span className="text-ink-600">{t('detail.noTracking')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="order-notes" className={card}>
        <h2 id="order-notes" className={heading}>
          {t('detail.notes')}
        </h2>
        {order.customer_notes ? (
          <p className="whitespace-pre-line break-words text-sm">{order.customer_notes}</p>
        ) : (
          <p className="text-ink-600 text-sm">{t('detail.noNotes')}</p>
        )}
      </section>
    </div>
  )
}
