import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { ReactNode } from 'react'
import { formatIn } from '../../../lib/money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * What is still due on an order about to ship unpaid, in its settlement currency
 * (docs/decisions/046-settlement-currency.md), around the field that asks why it goes anyway.
 */
export function UnpaidNotice({
  lang,
  order,
  children,
}: {
  lang: Lang
  order: OpsOrder
  children: ReactNode
}) {
  const { t } = useTranslation('ops')
  const money = (amount: number) => formatIn(lang, amount, order.settlement_currency)
  return (
    <div className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200">
      <div id="ops-ship-unpaid" className="space-y-1 text-amber-950 text-sm">
        <p className="font-semibold">{t('ship.unpaidTitle')}</p>
        <p>
          {t('ship.unpaid', {
            due: money(order.amount_due),
            paid: money(order.amount_paid),
            total: money(order.settlement_total_amount),
          })}
        </p>
      </div>
      {children}
    </div>
  )
}
