import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { type RecordPaymentBody, RecordPaymentBodySchema } from '@caravanserai/contracts/ops-payments'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { recordPayment } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { notify } from '../../../lib/notify.ts'
import { parseNumber } from '../../../lib/parse-number.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { PriceField } from '../console/action-fields.tsx'
import { toCents } from '../console/amount.ts'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { localDay } from '../console/transfer-form.ts'
import { usePaymentAction } from './use-payment-action.ts'

const FIELDS = ['amount', 'received_on', 'proof'] as const
const AMOUNT = RecordPaymentBodySchema.shape.amount
const AMOUNT_TEXTS = {
  required: 'fields.amountRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.amountPositive',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.amountAboveDue',
  aboveDue: 'fields.amountAboveDue',
}
const DATE_TEXTS = { future: 'fields.dateFuture', fallback: 'fields.dateRequired' }

/**
 * The contract's payment, read from the form: the amount as the page language writes it, at
 * most what is due; the day the money arrived, not after `today`; the confirmation it answers,
 * if any.
 */
export function recordPaymentSchema(lang: Lang, dueCents: number, today: string) {
  return z.object({
    amount: z
      .string()
      .transform((text, ctx) => {
        const value = parseNumber(text, lang)
        if (value === null) ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
        return value ?? z.NEVER
      })
      .pipe(AMOUNT)
      .refine((amount) => toCents(amount) <= dueCents, { error: 'aboveDue' }),
    received_on: z
      .string()
      .pipe(z.iso.date({ error: 'invalid' }))
      .refine((day) => day <= today, { error: 'future' }),
    proof: z.string().transform((id) => (id ? Number(id) : undefined)),
  })
}
export type RecordPaymentInput = { amount: string; received_on: string; proof: string }

/**
 * Money that reached the seller's account (docs/product.md#payment-by-bank-transfer): the amount,
 * typed the page language's way and starting at what is due; the day it arrived, today unless
 * said; and the waiting confirmation it answers (accepted with it). Reviewed in a dialog, since
 * the buyer is emailed.
 */
export function RecordPaymentForm({
  lang,
  order,
  payment,
}: {
  lang: Lang
  order: OpsOrder
  payment: OrderPayment
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const dueCents = toCents(payment.amount_due)
  const today = localDay(new Date())
  const schema = useMemo(() => recordPaymentSchema(lang, dueCents, today), [lang, dueCents, today])
  const waiting = payment.proofs.filter((proof) => proof.state === 'pending')
  const form = useForm<RecordPaymentInput, unknown, RecordPaymentBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: formatNumber(lang, payment.amount_due, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
      }),
      received_on: today,
      // One confirmation waiting is the one this money answers, most likely; the operator may say none.
      proof: waiting.length === 1 ? String(waiting[0]!.id) : '',
    },
  })
  const [pending, setPending] = useState<RecordPaymentBody | null>(null)
  const action = usePaymentAction(lang, order.id, recordPayment, FIELDS, t('fields.checkForm'))
  const { errors } = form.formState
  // Money arrives in the order's settlement currency (docs/decisions/046-settlement-currency.md).
  const money = (amount: number) => formatIn(lang, amount, payment.currency)

  const typed = parseNumber(form.watch('amount'), lang)
  const typedCents = typed === null ? null : toCents(typed)
  let preview = ''
  if (typedCents !== null && typedCents > 0 && typedCents <= dueCents) {
    preview =
      typedCents === dueCents
        ? t('payment.record.paysInFull')
        : t('payment.record.dueAfter', { due: money((dueCents - typedCents) / 100) })
  }
  const dateError = fieldText(errors.received_on, DATE_TEXTS)
  const proofError = fieldText(errors.proof, {})
  const answered = pending?.proof ? payment.proofs.find((proof) => proof.id === pending.proof) : undefined

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      notify.success(t('payment.record.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <section aria-labelledby="ops-record-payment" className="space-y-3 border-sand-200 border-t pt-4">
      <h3 id="ops-record-payment" className="font-semibold text-ink-900">
        {t('payment.record.title')}
      </h3>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <PriceField
          lang={lang}
          label={t('payment.record.amount')}
          error={fieldText(errors.amount, AMOUNT_TEXTS, { due: money(payment.amount_due) })}
          registration={form.register('amount')}
          preview={preview}
          currency={payment.currency}
        />
        <div className="space-y-1.5">
          <label htmlFor="ops-received_on" className="block font-semibold text-ink-800 text-sm">
            {t('payment.record.date')}
          </label>
          <input
            id="ops-received_on"
            type="date"
            max={today}
            required
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'ops-received_on-error' : undefined}
            className={`${fieldClass} max-w-xs aria-invalid:border-red-700`}
            {...form.register('received_on')}
          />
          <FieldError id="ops-received_on-error" text={dateError} />
        </div>
        {waiting.length > 0 ? (
          <div className="space-y-1.5">
            <label htmlFor="ops-proof" className="block font-semibold text-ink-800 text-sm">
              {t('payment.record.proof')}
            </label>
            <Select
              id="ops-proof"
              className="max-w-xl"
              aria-invalid={proofError ? true : undefined}
              aria-describedby={proofError ? 'ops-proof-error' : undefined}
              {...form.register('proof')}
            >
              <option value="">{t('payment.record.proofNone')}</option>
              {waiting.map((proof) => (
                <option key={proof.id} value={String(proof.id)}>
                  {t('payment.record.proofOption', {
                    date: formatDate(lang, proof.created_at, { dateStyle: 'medium' }),
                    name: proof.file.name,
                  })}
                </option>
              ))}
            </Select>
            <FieldError id="ops-proof-error" text={proofError} />
          </div>
        ) : null}
        <Button type="submit">{t('payment.record.review')}</Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('payment.record.confirmTitle')}
        confirmLabel={t('payment.record.confirm')}
        busyLabel={t('payment.record.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <>
            <p>
              {t('payment.record.confirmText', {
                amount: money(pending.amount),
                date: formatDate(lang, `${pending.received_on}T12:00:00`, { dateStyle: 'long' }),
                number: ltr(order.order_number),
              })}
            </p>
            {answered ? <p>{t('payment.record.confirmProof', { name: answered.file.name })}</p> : null}
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
