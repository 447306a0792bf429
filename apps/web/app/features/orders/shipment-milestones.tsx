import type { Lang } from '@caravanserai/contracts/languages'
import type { Milestone } from '@caravanserai/contracts/shipments'
import { formatDay } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * What happened to a shipment, oldest first: each milestone's kind, day and place, the operator's
 * note as written, and a delay with its reason and the days it adds.
 */
export function ShipmentMilestones({ lang, milestones }: { lang: Lang; milestones: Milestone[] }) {
  const { t } = useTranslation('orders', { keyPrefix: 'shipments' })
  return (
    <ol className="space-y-3">
      {milestones.map((milestone) => {
        const delayed = milestone.kind === 'delayed'
        return (
          <li
            key={milestone.id}
            className={`rounded-md p-3 text-sm ring-1 ${delayed ? 'bg-amber-50 ring-amber-300' : 'bg-sand-50 ring-sand-200'}`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-ink-900">{t(`kind.${milestone.kind}`)}</span>
              <time dateTime={milestone.occurred_on} className="text-ink-700">
                {formatDay(lang, milestone.occurred_on)}
              </time>
            </p>
            {milestone.place ? (
              <p className="text-ink-700">
                {t('place')} <bdi>{milestone.place}</bdi>
              </p>
            ) : null}
            {delayed && milestone.delay_days !== null ? (
              <p className="font-semibold text-amber-950">
                {t('delayDays', { count: milestone.delay_days })}
              </p>
            ) : null}
            {milestone.note ? (
              <p className="text-ink-800">
                {delayed ? <span className="font-semibold">{t('reason')} </span> : null}
                <bdi dir="auto" className="whitespace-pre-line">
                  {milestone.note}
                </bdi>
              </p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
