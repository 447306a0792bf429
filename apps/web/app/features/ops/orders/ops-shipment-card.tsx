import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { Shipment } from '@caravanserai/contracts/shipments'
import { CircleAlert } from 'lucide-react'
import { formatDay, formatNumber } from '../../../lib/format.ts'
import { Trans, useTranslation } from '../../../lib/use-translation.tsx'
import { MilestoneForm } from './milestone-form.tsx'

/**
 * One shipment of the order for the operator: tracking, carrier, units per line, the planned and
 * estimated arrival (late said in words), its milestones as recorded, and the form for the next
 * one until it is delivered.
 */
export function OpsShipmentCard({
  lang,
  order,
  shipment,
}: {
  lang: Lang
  order: OpsOrder
  shipment: Shipment
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments' })
  const id = `ops-shipment-${shipment.id}`
  const day = (value: string | null) =>
    value ? formatDay(lang, value, { dateStyle: 'medium' }) : t('noDate')
  const lineName = (itemId: number) => {
    const variation = order.order_items.find((item) => item.id === itemId)?.product_variation
    return variation ? [variation.product_name, variation.name].filter(Boolean).join(' — ') : '—'
  }
  return (
    <article aria-labelledby={id} className="space-y-3 rounded-md p-4 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold text-ink-900">
          {t('list.number', { n: formatNumber(lang, shipment.number) })}{' '}
          <span dir="ltr" className="font-mono">
            {shipment.tracking_number}
          </span>
        </h3>
        {shipment.late ? (
          <span className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-0.5 font-semibold text-red-900 text-sm ring-1 ring-red-200">
            <CircleAlert aria-hidden="true" className="size-4" />
            {t('late')}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-ink-800">{t('list.carrier')} </dt>
          <dd className="inline">{shipment.carrier ? <bdi>{shipment.carrier}</bdi> : '—'}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">{t('list.dispatched')} </dt>
          <dd className="inline">{day(shipment.dispatched_on)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">{t('planned')} </dt>
          <dd className="inline">{day(shipment.planned_arrival)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">
            {shipment.delivered_on ? t('deliveredOn') : t('estimated')}{' '}
          </dt>
          <dd className="inline">{day(shipment.delivered_on ?? shipment.estimated_arrival)}</dd>
        </div>
      </dl>
      <ul className="list-disc ps-5 text-ink-800 text-sm">
        {shipment.lines.map((line) => (
          <li key={line.order_item_id}>
            <Trans
              t={t}
              i18nKey="list.line"
              values={{ count: line.quantity }}
              components={{ item: <bdi>{lineName(line.order_item_id)}</bdi> }}
            />
          </li>
        ))}
      </ul>
      <ol aria-label={t('list.milestones')} className="space-y-1 border-sand-200 border-s-2 ps-3 text-sm">
        {shipment.milestones.map((milestone) => (
          <li key={milestone.id}>
            <span className="font-semibold text-ink-900">{t(`kind.${milestone.kind}`)}</span>
            {' · '}
            <time dateTime={milestone.occurred_on}>{day(milestone.occurred_on)}</time>
            {milestone.place ? (
              <>
                {' · '}
                <bdi>{milestone.place}</bdi>
              </>
            ) : null}
            {milestone.delay_days !== null ? ` · ${t('list.delay', { count: milestone.delay_days })}` : null}
            {milestone.note ? (
              <bdi dir="auto" className="block whitespace-pre-line text-ink-700">
                {milestone.note}
              </bdi>
            ) : null}
          </li>
        ))}
      </ol>
      {shipment.delivered_on ? null : <MilestoneForm lang={lang} orderId={order.id} shipment={shipment} />}
    </article>
  )
}
