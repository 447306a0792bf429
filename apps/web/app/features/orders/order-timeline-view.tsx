import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { Check } from 'lucide-react'
import { formatDate } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { orderTimeline } from './order-timeline.ts'

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** The timeline: the steps the order has reached, dated, the current one marked. */
export function OrderTimelineView({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  const steps = orderTimeline(order)
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.step}
          aria-current={step.current ? 'step' : undefined}
          className="relative flex gap-4 pb-6 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute start-3.5 top-8 bottom-0 w-0.5 bg-teal-200" />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative flex size-7 shrink-0 items-center justify-center rounded-full ${
              step.current ? 'bg-teal-800 text-white ring-4 ring-teal-100' : 'bg-teal-100 text-teal-900'
            }`}
          >
            <Check className="size-4" />
          </span>
          <div className="min-w-0 pt-0.5">
            <p className="font-semibold text-ink-900">{t(`timeline.${step.step}`)}</p>
            {step.at ? (
              <p className="text-ink-600 text-sm">
                <time dateTime={step.at}>{formatDate(lang, step.at, WHEN)}</time>
              </p>
            ) : null}
            {step.tracking ? (
              <p className="text-ink-700 text-sm">
                {t('timeline.tracking')}{' '}
                <span dir="ltr" className="font-mono font-semibold">
                  {step.tracking}
                </span>
              </p>
            ) : null}
            {step.current ? (
              <p className="mt-1 text-ink-700 text-sm">{t(`statusHelp.${order.status}`)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
