import { type Lang, langOfLocale } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/orders'
import { Money } from '../../../components/ui/money.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'

const cell = 'px-2 py-2.5 align-top'

/** The goods as copied at request time (in the buyer's language), and the order's totals. */
export function OpsOrderItems({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const itemsLang = langOfLocale(order.language)
  return (
    <Panel id="ops-order-items" title={t('order.items')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-ink-600">
            <tr className="border-sand-200 border-b">
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t('order.product')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('order.quantity')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold max-sm:hidden`}>
                {t('order.unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {order.order_items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={`${cell} text-start font-normal`} lang={itemsLang}>
                  <span className="block font-semibold text-ink-900">
                    {item.product_variation.product_name}
                  </span>
                  <span className="block text-ink-600 text-xs">{item.product_variation.name}</span>
                </th>
                <td className={`${cell} text-end tabular-nums`}>{formatNumber(lang, item.quantity)}</td>
                <td className={`${cell} text-end max-sm:hidden`}>
                  <Money lang={lang} value={item.product_variation.price} />
                </td>
                <td className={`${cell} text-end`}>
                  <Money lang={lang} value={item.line_total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto max-w-xs space-y-1.5 border-sand-200 border-t pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{t('order.goods')}</dt>
          <dd>
            <Money lang={lang} value={order.total_price} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{t('order.shippingCost')}</dt>
          <dd>
            {order.shipping_price === null ? (
              <span className="text-ink-600">{t('order.notQuoted')}</span>
            ) : (
              <Money lang={lang} value={order.shipping_price} />
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-bold text-base">
          <dt>{t('order.total')}</dt>
          <dd>
            <Money lang={lang} value={order.total_amount} />
          </dd>
        </div>
      </dl>
    </Panel>
  )
}
