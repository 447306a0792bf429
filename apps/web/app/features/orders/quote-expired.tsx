import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { CalendarX } from 'lucide-react'
import { formatDay } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A quote past its last day (docs/product.md#order-lifecycle): it can no longer be approved, and
 * the buyer is told the day it held until and that the sales team will quote again.
 */
export function QuoteExpired({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  if (!order.quote_expired || !order.quote_valid_until) return null
  return (
    <section
      aria-labelledby="order-quote-expired"
      className="space-y-2 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
    >
      <h2 id="order-quote-expired" className="flex items-center gap-2 font-bold text-lg">
        <CalendarX aria-hidden="true" className="size-5 shrink-0" />
        {t('quoteExpired.title')}
      </h2>
      <p className="text-sm leading-relaxed">
        {t('quoteExpired.text', { date: formatDay(lang, order.quote_valid_until) })}
      </p>
    </section>
  )
}
