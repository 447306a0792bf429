import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import type { Shipment } from '@caravanserai/contracts/shipments'
import { formatDay, formatNumber } from '../../lib/format.ts'
import { Trans, useTranslation } from '../../lib/use-translation.tsx'
import { ShipmentArrival } from './shipment-arrival.tsx'
import { lineName } from './shipment-line-name.ts'
import { ShipmentMilestones } from './shipment-milestones.tsx'
import { ShipmentRoute } from './shipment-route.tsx'

/**
 * One shipment of the buyer's order: its number among them, tracking number and carrier, the
 * lines and units it carries, when it arrives, its route and what has happened to it.
 */
export function ShipmentCard({ lang, order, shipment }: { lang: Lang; order: Order; shipment: Shipment }) {
  const { t } = useTranslation('orders', { keyPrefix: 'shipments' })
  const id = `shipment-${shipment.id}`
  return (
    <article aria-labelledby={id} className="space-y-4 rounded-lg p-4 ring-1 ring-sand-200">
      <header className="space-y-2">
        <h3 id={id} className="font-bold text-ink-900">
          {t('number', {
            n: formatNumber(lang, shipment.number),
            total: formatNumber(lang, order.shipments.length),
          })}
        </h3>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold text-ink-800">{t('tracking')} </dt>
            <dd dir="ltr" className="inline break-all font-mono">
              {shipment.tracking_number}
            </dd>
          </div>
          {shipment.carrier ? (
            <div>
              <dt className="inline font-semibold text-ink-800">{t('carrier')} </dt>
              <dd className="inline">
                <bdi>{shipment.carrier}</bdi>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-semibold text-ink-800">{t('dispatched')} </dt>
            <dd className="inline">
              <time dateTime={shipment.dispatched_on}>{formatDay(lang, shipment.dispatched_on)}</time>
            </dd>
          </div>
        </dl>
      </header>
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-ink-800">{t('contents')}</p>
        <ul className="list-disc space-y-0.5 ps-5 text-ink-800">
          {shipment.lines.map((line) => {
            const item = order.order_items.find((i) => i.id === line.order_item_id)
            return (
              <li key={line.order_item_id}>
                <Trans
                  t={t}
                  i18nKey="line"
                  values={{ count: line.quantity }}
                  components={{ item: <bdi>{item ? lineName(item) : '—'}</bdi> }}
                />
              </li>
            )
          })}
        </ul>
      </div>
      <ShipmentArrival lang={lang} shipment={shipment} />
      {shipment.legs.length > 0 ? (
        <section aria-labelledby={`${id}-route`} className="space-y-2">
          <h4 id={`${id}-route`} className="font-semibold text-ink-900 text-sm">
            {t('route')}
          </h4>
          <ShipmentRoute lang={lang} shipment={shipment} />
        </section>
      ) : null}
      <section aria-labelledby={`${id}-updates`} className="space-y-2">
        <h4 id={`${id}-updates`} className="font-semibold text-ink-900 text-sm">
          {t('updates')}
        </h4>
        <ShipmentMilestones lang={lang} milestones={shipment.milestones} />
      </section>
    </article>
  )
}
