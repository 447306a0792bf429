import type { Lang } from '@caravanserai/contracts/languages'
import type { Shipment } from '@caravanserai/contracts/shipments'
import { CircleAlert, PackageCheck } from 'lucide-react'
import { formatDay } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

function Day({ lang, day }: { lang: Lang; day: string }) {
  return <time dateTime={day}>{formatDay(lang, day)}</time>
}

/**
 * When a shipment arrives (docs/decisions/060-shipment-milestones.md): the day it was delivered,
 * or the planned arrival beside the estimate the milestones moved, and "Late" in words and an icon
 * (never colour alone) once today is past the estimate.
 */
export function ShipmentArrival({ lang, shipment }: { lang: Lang; shipment: Shipment }) {
  const { t } = useTranslation('orders', { keyPrefix: 'shipments' })
  if (shipment.delivered_on) {
    return (
      <p className="flex items-center gap-2 font-semibold text-sm text-teal-900">
        <PackageCheck aria-hidden="true" className="size-5 shrink-0" />
        <span>
          {t('deliveredOn')} <Day lang={lang} day={shipment.delivered_on} />
        </span>
      </p>
    )
  }
  return (
    <div className="space-y-2">
      {shipment.late ? (
        <p className="flex items-start gap-2 rounded-md bg-red-50 p-2 text-red-900 text-sm ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-bold">{t('late')}</strong> {t('lateHint')}
          </span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-800">{t('planned')}</dt>
          <dd className="text-ink-700">
            {shipment.planned_arrival ? <Day lang={lang} day={shipment.planned_arrival} /> : t('noDate')}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-800">{t('estimated')}</dt>
          <dd className="font-semibold text-ink-900">
            {shipment.estimated_arrival ? <Day lang={lang} day={shipment.estimated_arrival} /> : t('noDate')}
          </dd>
        </div>
      </dl>
    </div>
  )
}
