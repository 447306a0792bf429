import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { Package } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Money } from '../../components/ui/money.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'

/** The items as copied when the order was placed: picture, name, unit price, quantity, line total. */
export function OrderItems({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  return (
    <ul className="divide-y divide-sand-200">
      {order.order_items.map((item) => {
        const variation = item.product_variation
        return (
          <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            {variation.product_avatar ? (
              <img
                src={variation.product_avatar}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-lg bg-sand-100 object-cover"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-sand-100">
                <Package aria-hidden="true" className="size-6 text-ink-500" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">
                {variation.product_id ? (
                  <Link
                    to={localizedPath(`/product/${variation.product_id}`, lang)}
                    className="hover:text-teal-800 hover:underline"
                  >
                    {variation.product_name}
                  </Link>
                ) : (
                  variation.product_name
                )}
              </p>
              {variation.name ? <p className="text-ink-600 text-sm">{variation.name}</p> : null}
              <p className="mt-1 text-ink-700 text-sm">
                {t('items.unitPrice')} <Money lang={lang} value={variation.price} />
                {' · '}
                {t('items.quantity', { quantity: formatNumber(lang, item.quantity) })}
              </p>
            </div>
            <p className="shrink-0 text-end">
              <span className="sr-only">{t('items.lineTotal')} </span>
              <Money lang={lang} value={item.line_total} className="font-semibold text-ink-900" />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
