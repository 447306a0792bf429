import type { Lang } from '@caravanserai/contracts/languages'
import type { Shipment } from '@caravanserai/contracts/shipments'
import { Check, Truck } from 'lucide-react'
import { formatDay } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A shipment's route as an ordered list (docs/decisions/060-shipment-milestones.md): each leg in
 * order, a completed one with its day, the one under way marked (in words and `aria-current`),
 * the others ahead with their typical days.
 */
export function ShipmentRoute({ lang, shipment }: { lang: Lang; shipment: Shipment }) {
  const { t } = useTranslation('orders', { keyPrefix: 'shipments' })
  const { legs } = shipment
  const current = shipment.delivered_on ? -1 : legs.findIndex((leg) => leg.completed_on === null)
  return (
    <ol className="space-y-0">
      {legs.map((leg, index) => {
        const done = leg.completed_on !== null
        const now = index === current
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a route's legs have no id; their place is who they are
            key={index}
            aria-current={now ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {index < legs.length - 1 ? (
              <span aria-hidden="true" className="absolute start-3 top-7 bottom-0 w-0.5 bg-sand-200" />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ${
                now
                  ? 'bg-teal-800 text-white ring-4 ring-teal-100'
                  : done
                    ? 'bg-teal-100 text-teal-900'
                    : 'bg-white text-ink-500 ring-2 ring-sand-300'
              }`}
            >
              {done ? (
                <Check className="size-3.5" />
              ) : now ? (
                <Truck className="size-3.5 rtl:-scale-x-100" />
              ) : null}
            </span>
            <div className="min-w-0">
              <p className={`text-ink-900 ${now ? 'font-bold' : 'font-semibold'}`}>{leg.name}</p>
              <p className="text-ink-700 text-sm">
                {done && leg.completed_on ? (
                  <>
                    {t('leg.completed')}{' '}
                    <time dateTime={leg.completed_on}>{formatDay(lang, leg.completed_on)}</time>
                  </>
                ) : now ? (
                  <strong className="font-semibold text-teal-900">{t('leg.current')}</strong>
                ) : (
                  t('leg.ahead')
                )}
                <span className="text-ink-600"> · {t('leg.days', { count: leg.days })}</span>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
