import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { Repeat } from 'lucide-react'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * An order that ships, at no charge, the goods a claim on another order asked to replace
 * (docs/decisions/044-claims.md): it says so and leads to the original order.
 */
export function OrderReplacement({ lang, order }: { lang: Lang; order: Pick<Order, 'replacement_for'> }) {
  const { t } = useTranslation('orders')
  const original = order.replacement_for
  if (!original) return null
  return (
    <section
      aria-labelledby="order-replacement"
      className="space-y-2 rounded-xl bg-sky-50 p-5 text-sky-950 ring-1 ring-sky-200"
    >
      <h2 id="order-replacement" className="flex items-center gap-2 font-bold text-lg">
        <Repeat aria-hidden="true" className="size-5 shrink-0" />
        {t('replacement.title')}
      </h2>
      <p className="text-sm leading-relaxed">{t('replacement.text')}</p>
      <Link
        to={localizedPath(`/orders/${original.id}`, lang)}
        className="inline-flex min-h-11 items-center font-semibold text-sm text-teal-800 underline"
      >
        {t('replacement.link', { number: `\u2068${original.order_number}\u2069` })}
      </Link>
    </section>
  )
}
