import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'
import { OpsShipmentCard } from './ops-shipment-card.tsx'

/** The order's shipments, each with its milestones and the form for its next one; nothing before the first leaves. */
export function OrderShipmentsPanel({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments' })
  if (order.shipments.length === 0) return null
  return (
    <Panel id="ops-shipments" title={t('list.title')}>
      <div className="space-y-4">
        {order.shipments.map((shipment) => (
          // A new milestone changes the guess of the next one: the form starts again.
          <OpsShipmentCard
            key={`${shipment.id}-${shipment.milestones.length}`}
            lang={lang}
            order={order}
            shipment={shipment}
          />
        ))}
      </div>
    </Panel>
  )
}
