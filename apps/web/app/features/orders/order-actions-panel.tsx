import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BellRing } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { type RefObject, useRef, useState } from 'react'
import { claimWindowMoved } from '../../api/claims.ts'
import { orderStepTaken, ordersChanged, takeBuyerAction } from '../../api/orders.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { notify } from '../../lib/notify.ts'
import { useClaimWindow } from '../../lib/public-config.ts'
import type { SessionUser } from '../../lib/session.ts'
import { formatSettled, settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type BuyerAction, buyerActionOf } from './order-actions.ts'

type Props = {
  lang: Lang
  user: SessionUser
  order: Order
  /** Where focus goes once the step is taken (its button is gone then). */
  after: RefObject<HTMLElement | null>
}

/**
 * The buyer's next step (docs/product.md#order-lifecycle): approve the shipping cost, mark as
 * received (the claim window starts), complete (the payment held is released to the supplier).
 * Each asks for confirmation in a dialog first; then the order, its money and claims, and the lists
 * are refreshed. A 409 (an operator moved the order on meanwhile) says why and shows the order as
 * it stands.
 */
export function OrderActionsPanel({ lang, user, order, after }: Props) {
  const { t } = useTranslation('orders')
  const claimWindow = useClaimWindow()
  const api = useApi()
  const queryClient = useQueryClient()
  const trigger = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState<BuyerAction | null>(null)
  const done = useRef(false)
  const action = buyerActionOf(order)
  const { view } = useDisplayCurrency()
  const settlement = settlementOf(order)
  // Isolated (FSI…PDI) so a price or code inside Persian text keeps its own order, as <SettledPrice> does.
  const isolated = (text: string) => `\u2068${text}\u2069`
  const values = {
    destination: order.shipping_destination.name,
    shipping: isolated(formatSettled(lang, order.settlement_shipping_price ?? 0, view, settlement)),
    total: isolated(formatSettled(lang, order.settlement_total_amount, view, settlement)),
    tracking: isolated(order.tracking_number ?? ''),
    // The days after receipt in which a claim may be opened; what is held is released when they end.
    window: t('actions.mark_received.window', { count: claimWindow.count }),
  }

  const take = useMutation({
    mutationFn: (step: BuyerAction) => takeBuyerAction(api, lang, step, order.id),
    onSuccess: (updated, step) => {
      orderStepTaken(queryClient, user.id, lang, updated)
      claimWindowMoved(queryClient, user.id, updated.id)
      done.current = true
      setConfirming(null)
      notify.success(t(`actions.${step}.done`))
    },
    onError: (error) => {
      // Order action failures are logged; the buyer is told too.
      console.error('Order action failed:', error)
      setConfirming(null)
      ordersChanged(queryClient, user.id)
      if (!(error instanceof ApiError) || error.status === 401) return
      notify.error(error.status === 409 ? error.message : t('actions.failed'), { id: 'order-action' })
    },
  })

  return (
    <>
      {action ? (
        <section
          aria-labelledby="order-next-step"
          className="space-y-3 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
        >
          <h2 id="order-next-step" className="flex items-center gap-2 font-bold text-lg">
            <BellRing aria-hidden="true" className="size-5 shrink-0" />
            {t(`actions.${action}.title`)}
          </h2>
          <p className="text-sm leading-relaxed">{t(`actions.${action}.lead`, values)}</p>
          <button ref={trigger} type="button" className={buttonClass()} onClick={() => setConfirming(action)}>
            {t(`actions.${action}.button`)}
          </button>
        </section>
      ) : null}
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !take.isPending) setConfirming(null)
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              ;(done.current ? after.current : trigger.current)?.focus()
              done.current = false
            }}
            className="fixed inset-0 z-50 m-auto h-fit w-[30rem] max-w-[92vw] space-y-4 rounded-xl bg-white p-6 shadow-xl"
          >
            {confirming ? (
              <>
                <AlertDialog.Title className="font-bold text-ink-900 text-xl">
                  {t(`actions.${confirming}.confirmTitle`)}
                </AlertDialog.Title>
                <AlertDialog.Description className="text-ink-700 leading-relaxed">
                  {t(`actions.${confirming}.confirmText`, values)}
                </AlertDialog.Description>
                <div className="flex flex-wrap justify-end gap-3 pt-2">
                  <AlertDialog.Cancel asChild>
                    <Button variant="outline" disabled={take.isPending}>
                      {t('actions.cancel')}
                    </Button>
                  </AlertDialog.Cancel>
                  <Button
                    onClick={() => take.mutate(confirming)}
                    disabled={take.isPending}
                    aria-busy={take.isPending || undefined}
                  >
                    {take.isPending ? <Spinner /> : null}
                    {take.isPending ? t('actions.working') : t(`actions.${confirming}.confirm`)}
                  </Button>
                </div>
              </>
            ) : null}
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
