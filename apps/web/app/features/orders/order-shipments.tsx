import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { formatNumber } from '../../lib/format.ts'
import { unitsToShip } from '../../lib/units-to-ship.ts'
import { Trans, useTranslation } from '../../lib/use-translation.tsx'
import { ShipmentCard } from './shipment-card.tsx'
import { lineName } from './shipment-line-name.ts'

/**
 * The order's shipments for its buyer (docs/decisions/060-shipment-milestones.md), in the order
 * they left; while a processing order still has goods to send, which and how many. Nothing before
 * the first shipment leaves.
 */
export function OrderShipments({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders', { keyPrefix: 'shipments' })
  if (order.shipments.length === 0) return null
  const left =
    order.status === 'processing'
      ? unitsToShip(order.order_items, order.shipments).filter((line) => line.remaining > 0)
      : []
  return (
    <section
      aria-labelledby="order-shipments"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="order-shipments" className="font-bold text-ink-900 text-lg">
        {t('title')}
      </h2>
      {left.length > 0 ? (
        <ul className="space-y-1 rounded-md bg-sand-50 p-3 text-ink-800 text-sm ring-1 ring-sand-200">
          {left.map(({ item, remaining }) => (
            <li key={item.id}>
              <Trans
                t={t}
                i18nKey="toShip"
                values={{ left: formatNumber(lang, remaining), count: item.quantity }}
                components={{ item: <bdi>{lineName(item)}</bdi> }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {order.shipments.map((shipment) => (
        <ShipmentCard key={shipment.id} lang={lang} order={order} shipment={shipment} />
      ))}
    </section>
  )
}
