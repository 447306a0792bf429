import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import { type Lang, langOfLocale } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { SettlementNote } from '../../../components/price.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { type Settlement, settledFromUsd, settlementOf } from '../../../lib/settled-money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'

const cell = 'px-2 py-2.5 align-top'

/**
 * An amount as the buyer pays it, in the order's settlement currency, with its dollars beside for
 * reporting (docs/decisions/046-settlement-currency.md); dollars alone for a dollar order.
 */
function Settled({
  lang,
  settled,
  usd,
  settlement,
}: {
  lang: Lang
  settled: number | string
  usd: number
  settlement: Settlement
}) {
  if (settlement.currency === BASE_CURRENCY) return <Money lang={lang} value={usd} />
  return (
    <span className="inline-flex flex-wrap justify-end gap-x-1.5">
      <bdi>
        <Money lang={lang} value={settled} currency={settlement.currency} />
      </bdi>
      <span className="font-normal text-ink-600 text-xs">
        (
        <bdi>
          <Money lang={lang} value={usd} />
        </bdi>
        )
      </span>
    </span>
  )
}

/** The goods as copied at request time (in the buyer's language), and the order's totals. */
export function OpsOrderItems({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const itemsLang = langOfLocale(order.language)
  const settlement = settlementOf(order)
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
                  <Settled
                    lang={lang}
                    settled={settledFromUsd(item.product_variation.price, settlement)}
                    usd={item.product_variation.price}
                    settlement={settlement}
                  />
                </td>
                <td className={`${cell} text-end`}>
                  <Settled
                    lang={lang}
                    settled={settledFromUsd(item.line_total, settlement)}
                    usd={item.line_total}
                    settlement={settlement}
                  />
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
            <Settled
              lang={lang}
              settled={order.settlement_total_price}
              usd={order.total_price}
              settlement={settlement}
            />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{t('order.shippingCost')}</dt>
          <dd>
            {order.shipping_price === null ? (
              <span className="text-ink-600">{t('order.notQuoted')}</span>
            ) : (
              <Settled
                lang={lang}
                settled={order.settlement_shipping_price ?? order.shipping_price}
                usd={order.shipping_price}
                settlement={settlement}
              />
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-bold text-base">
          <dt>{t('order.total')}</dt>
          <dd>
            <Settled
              lang={lang}
              settled={order.settlement_total_amount}
              usd={order.total_amount}
              settlement={settlement}
            />
          </dd>
        </div>
      </dl>
      <div className="ms-auto max-w-xs pt-2">
        <SettlementNote lang={lang} settlement={settlement} />
      </div>
    </Panel>
  )
}
