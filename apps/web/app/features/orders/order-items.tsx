import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { SettledPrice } from '../../components/price.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { settledFromUsd, settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** The items as copied when the order was placed: picture, name, unit price, quantity, line total. */
export function OrderItems({ lang, order }: { lang: Lang; order: Order }) {
  const { t } = useTranslation('orders')
  // Each line in the order's currency, converted as its proforma converts it.
  const settlement = settlementOf(order)
  return (
    <ul className="divide-y divide-sand-200">
      {order.order_items.map((item) => {
        const variation = item.product_variation
        return (
          <li
            key={item.id}
            className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[4rem_minmax(0,1fr)_auto]"
          >
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
            <div>
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
              <p className="mt-1 flex flex-wrap gap-x-4 text-ink-700 text-sm">
                <span>
                  {t('items.unitPrice')}{' '}
                  <SettledPrice
                    lang={lang}
                    amount={settledFromUsd(variation.price, settlement)}
                    settlement={settlement}
                  />
                </span>
                <span>{t('items.quantity', { quantity: formatNumber(lang, item.quantity) })}</span>
              </p>
            </div>
            <p className="col-start-2 sm:col-start-auto sm:text-end">
              <span className="sr-only">{t('items.lineTotal')} </span>
              <SettledPrice
                lang={lang}
                amount={settledFromUsd(item.line_total, settlement)}
                settlement={settlement}
                className="font-semibold text-ink-900"
              />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
