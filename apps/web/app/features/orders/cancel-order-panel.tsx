import type { Lang } from '@caravanserai/contracts/languages'
import { CANCELLATION_REASON_MAX, type Order } from '@caravanserai/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { type RefObject, useRef, useState } from 'react'
import { cancelOrder, orderStepTaken, ordersChanged } from '../../api/orders.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { control } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Props = {
  lang: Lang
  user: SessionUser
  order: Order
  /** Where focus goes once the order is cancelled (this panel is gone then). */
  after: RefObject<HTMLElement | null>
}

/**
 * The buyer's way out of an order not yet paid (docs/product.md#order-lifecycle), offered while
 * the API lists `cancel`: a dialog asks to confirm and for an optional reason, then the order and
 * the lists are read again. A 409 (money recorded meanwhile) says why in the server's words.
 */
export function CancelOrderPanel({ lang, user, order, after }: Props) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const queryClient = useQueryClient()
  const trigger = useRef<HTMLButtonElement>(null)
  const done = useRef(false)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')

  const cancel = useMutation({
    mutationFn: () => cancelOrder(api, lang, order.id, reason.trim() ? { reason } : {}),
    onSuccess: (updated) => {
      orderStepTaken(queryClient, user.id, lang, updated)
      done.current = true
      setOpen(false)
      notify.success(t('cancel.done'))
    },
    onError: (error) => {
      // Order action failures are logged; the buyer is told too.
      console.error('Order cancellation failed:', error)
      setOpen(false)
      ordersChanged(queryClient, user.id)
      if (!(error instanceof ApiError) || error.status === 401) return
      notify.error(error.status === 409 ? error.message : t('actions.failed'), { id: 'order-action' })
    },
  })

  if (!order.available_actions.includes('cancel')) return null
  return (
    <section
      aria-labelledby="order-cancel"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="order-cancel" className="font-bold text-ink-900 text-lg">
        {t('cancel.title')}
      </h2>
      <p className="text-ink-700 text-sm leading-relaxed">{t('cancel.lead')}</p>
      <button
        ref={trigger}
        type="button"
        className={buttonClass({ variant: 'outline' })}
        onClick={() => setOpen(true)}
      >
        {t('cancel.button')}
      </button>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next && !cancel.isPending) setOpen(false)
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
            <AlertDialog.Title className="font-bold text-ink-900 text-xl">
              {t('cancel.confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-ink-700 leading-relaxed">
              {t('cancel.confirmText', { number: `\u2068${order.order_number}\u2069` })}
            </AlertDialog.Description>
            <div className="space-y-1.5">
              <label htmlFor="order-cancel-reason" className="block font-semibold text-ink-800 text-sm">
                {t('cancel.reason')}
                <span className="ms-1 font-normal text-ink-600">({t('cancel.reasonHint')})</span>
              </label>
              <textarea
                id="order-cancel-reason"
                rows={3}
                dir="auto"
                maxLength={CANCELLATION_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className={control}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  {t('cancel.keep')}
                </Button>
              </AlertDialog.Cancel>
              <Button
                onClick={() => cancel.mutate()}
                disabled={cancel.isPending}
                aria-busy={cancel.isPending || undefined}
              >
                {cancel.isPending ? <Spinner /> : null}
                {cancel.isPending ? t('actions.working') : t('cancel.confirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
