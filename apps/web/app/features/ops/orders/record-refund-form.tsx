import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { RecordRefundBody } from '@caravanserai/contracts/ops-escrow'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { opsEscrowKeys, recordRefund } from '../../../api/ops-escrow.ts'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { opsPayoutKeys } from '../../../api/ops-payouts.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useApi } from '../../../lib/api.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDay } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { DayField, LineField, PriceField } from '../console/action-fields.tsx'
import { toCents } from '../console/amount.ts'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { useOperator } from '../console/ops-context.ts'
import {
  amountInput,
  amountTexts,
  amountValue,
  bankReferenceInput,
  localDay,
  pastDayInput,
  REFERENCE_TEXTS,
  referenceLimit,
} from '../console/transfer-form.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

const FIELDS = ['amount', 'refunded_on', 'bank_reference'] as const
const AMOUNT_TEXTS = amountTexts('fields.refundRequired', 'fields.amountAboveHeld')
const DATE_TEXTS = { future: 'fields.sentFuture', fallback: 'fields.sentDateRequired' }

/** The contract's refund, read from the form: at most what the order holds, sent by today. */
export function recordRefundSchema(lang: Lang, heldCents: number, today: string) {
  return z.object({
    amount: amountInput(lang, heldCents),
    refunded_on: pastDayInput(today),
    bank_reference: bankReferenceInput,
  })
}
type RecordRefundInput = { amount: string; refunded_on: string; bank_reference: string }

/**
 * The refund of a cancelled order (docs/decisions/043-escrow-ledger.md): the money sent back to
 * the buyer, starting at what the cancellation owes and at most what is held; the day it left the
 * account; the bank's reference. Reviewed in a dialog, since a credit note is issued for it. On a
 * live order money goes back through a claim instead.
 */
export function RecordRefundForm({
  lang,
  order,
  escrow,
}: {
  lang: Lang
  order: OpsOrder
  escrow: OrderEscrow
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const heldCents = toCents(escrow.held)
  const today = localDay(new Date())
  const schema = useMemo(() => recordRefundSchema(lang, heldCents, today), [lang, heldCents, today])
  const form = useForm<RecordRefundInput, unknown, RecordRefundBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: amountValue(lang, Math.min(escrow.refund_due, escrow.held)),
      refunded_on: today,
      bank_reference: '',
    },
  })
  const [pending, setPending] = useState<RecordRefundBody | null>(null)

  // The escrow (and its refunds), the order (its documents gain the credit note) and what the
  // shop holds across the payouts page are read again.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsEscrowKeys.all(operator.id) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.orderAll(operator.id, order.id) }),
      queryClient.invalidateQueries({ queryKey: opsPayoutKeys.balances(operator.id) }),
    ])
  const action = useConsoleAction({
    send: (body: RecordRefundBody) => recordRefund(api, lang, order.id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(opsEscrowKeys.order(operator.id, order.id), answer)
      return refresh()
    },
    onConflict: () => void refresh(),
    fields: FIELDS,
    checkForm: t('fields.checkForm'),
  })
  const { errors } = form.formState

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      notify.success(t('escrow.refund.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <section aria-labelledby="ops-record-refund" className="space-y-3 border-sand-200 border-t pt-4">
      <h3 id="ops-record-refund" className="font-semibold text-ink-900">
        {t('escrow.refund.title')}
      </h3>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <PriceField
          lang={lang}
          label={t('escrow.refund.amount')}
          error={fieldText(errors.amount, AMOUNT_TEXTS, {
            max: formatIn(lang, escrow.held, escrow.currency),
          })}
          registration={form.register('amount')}
          preview=""
          currency={escrow.currency}
        />
        <DayField
          label={t('escrow.refund.date')}
          error={fieldText(errors.refunded_on, DATE_TEXTS)}
          registration={form.register('refunded_on')}
          max={today}
        />
        <LineField
          label={t('escrow.refund.reference')}
          hint={t('escrow.refund.referenceHint')}
          dir="ltr"
          error={fieldText(errors.bank_reference, REFERENCE_TEXTS, referenceLimit(lang))}
          registration={form.register('bank_reference')}
        />
        <Button type="submit">{t('escrow.refund.review')}</Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('escrow.refund.confirmTitle')}
        confirmLabel={t('escrow.refund.confirm')}
        busyLabel={t('escrow.refund.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <p>
            {t('escrow.refund.confirmText', {
              amount: formatIn(lang, pending.amount, escrow.currency),
              date: formatDay(lang, pending.refunded_on, { dateStyle: 'long' }),
              reference: ltr(pending.bank_reference),
              number: ltr(order.order_number),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
