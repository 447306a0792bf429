import { APPROVAL_REJECTION_MAX } from '@caravanserai/contracts/company-approval'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useRef, useState } from 'react'
import { orderStepTaken, ordersChanged, rejectCompanyApproval } from '../../api/orders.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { control } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { formatDate, formatDecimal } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Props = { lang: Lang; user: SessionUser; order: Order }

/** The approver's way to turn a waiting approval down, with a reason the colleague reads. */
function TurnDown({ lang, user, order }: Props) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const queryClient = useQueryClient()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const reject = useMutation({
    mutationFn: () => rejectCompanyApproval(api, lang, order.id, { reason }),
    onSuccess: (updated) => {
      orderStepTaken(queryClient, user.id, lang, updated)
      setOpen(false)
      notify.success(t('companyApproval.rejected'))
    },
    onError: (error) => {
      // Order action failures are logged; the approver is told too.
      console.error('Turning the approval down failed:', error)
      if (error instanceof ApiError && error.status === 400) return setProblem(error.message)
      setOpen(false)
      ordersChanged(queryClient, user.id)
      if (!(error instanceof ApiError) || error.status === 401) return
      notify.error(error.status === 409 ? error.message : t('actions.failed'), { id: 'order-action' })
    },
  })
  const submit = () => {
    if (!reason.trim()) return setProblem(t('companyApproval.reasonRequired'))
    reject.mutate()
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClass({ variant: 'outline' })}
        onClick={() => setOpen(true)}
      >
        {t('companyApproval.turnDown')}
      </button>
      <AlertDialog.Root open={open} onOpenChange={(next) => !next && !reject.isPending && setOpen(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
          <AlertDialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[30rem] max-w-[92vw] space-y-4 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-bold text-ink-900 text-xl">
              {t('companyApproval.turnDownTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-ink-700 leading-relaxed">
              {t('companyApproval.turnDownText', { number: `\u2068${order.order_number}\u2069` })}
            </AlertDialog.Description>
            <div className="space-y-1.5">
              <label htmlFor="approval-reason" className="block font-semibold text-ink-800 text-sm">
                {t('companyApproval.reason')}
              </label>
              <textarea
                id="approval-reason"
                rows={3}
                dir="auto"
                required
                maxLength={APPROVAL_REJECTION_MAX}
                value={reason}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'approval-reason-problem' : undefined}
                onChange={(event) => {
                  setReason(event.target.value)
                  setProblem(null)
                }}
                className={control}
              />
              {problem ? (
                <p id="approval-reason-problem" className="text-red-800 text-sm">
                  {problem}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={reject.isPending}>
                  {t('companyApproval.keep')}
                </Button>
              </AlertDialog.Cancel>
              <Button onClick={submit} disabled={reject.isPending} aria-busy={reject.isPending || undefined}>
                {reject.isPending ? <Spinner /> : null}
                {reject.isPending ? t('actions.working') : t('companyApproval.turnDownConfirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}

/**
 * The company's approval of the quote (docs/decisions/058-company-approval-and-limits.md): while
 * it waits, who asked, when and why, and what happens next; an approver (whom the API offers the
 * approval) may also turn it down here. Once approved for the company, who approved it.
 */
export function CompanyApprovalPanel({ lang, user, order }: Props) {
  const { t } = useTranslation('orders')
  const approval = order.company_approval
  if (!approval) return null
  const asker = approval.requested_by?.name ?? t('companyApproval.someone')
  if (!approval.waiting) {
    if (order.status === 'cancelled' || !order.approved_by) return null
    return (
      <p className="rounded-lg bg-sand-50 p-4 text-ink-700 text-sm">
        {t('companyApproval.approvedBy', { name: `\u2068${order.approved_by.name}\u2069` })}
      </p>
    )
  }
  const canApprove = order.available_actions.includes('approve_shipping_cost')
  const limit = approval.limit
    ? `\u2068${formatDecimal(lang, approval.limit, { style: 'currency', currency: 'USD' })}\u2069`
    : null
  const why =
    approval.reason === 'threshold'
      ? t(limit ? 'companyApproval.threshold' : 'companyApproval.thresholdRemoved', { limit })
      : t(limit ? 'companyApproval.monthlyLimit' : 'companyApproval.monthlyLimitRemoved', {
          limit,
          name: `\u2068${asker}\u2069`,
        })
  return (
    <section
      aria-labelledby="order-company-approval"
      className="space-y-3 rounded-xl bg-sky-50 p-5 text-sky-950 ring-1 ring-sky-200"
    >
      <h2 id="order-company-approval" className="flex items-center gap-2 font-bold text-lg">
        <Hourglass aria-hidden="true" className="size-5 shrink-0" />
        {t('companyApproval.title')}
      </h2>
      <p className="text-sm leading-relaxed">
        {t('companyApproval.asked', {
          name: `\u2068${asker}\u2069`,
          date: formatDate(lang, approval.requested_at, { dateStyle: 'long' }),
        })}{' '}
        {why}
      </p>
      <p className="text-sm leading-relaxed">
        {t(canApprove ? 'companyApproval.forApprover' : 'companyApproval.forBuyer')}
      </p>
      {canApprove ? <TurnDown lang={lang} user={user} order={order} /> : null}
    </section>
  )
}
