import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { RecordPayoutBody, SupplierBalance } from '@caravanserai/contracts/ops-escrow'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { opsPayoutKeys, recordPayout } from '../../../api/ops-payouts.ts'
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

const FIELDS = ['amount', 'paid_on', 'bank_reference'] as const
const AMOUNT_TEXTS = amountTexts('fields.payoutRequired', 'fields.amountAboveOwed')
const DATE_TEXTS = { future: 'fields.sentFuture', fallback: 'fields.sentDateRequired' }

/** The contract's payout to `producer`, read from the form: at most what it is owed, sent by today. */
export function recordPayoutSchema(
  lang: Lang,
  producer: number,
  currency: Currency,
  owedCents: number,
  today: string,
) {
  return z
    .object({
      amount: amountInput(lang, owedCents),
      paid_on: pastDayInput(today),
      bank_reference: bankReferenceInput,
    })
    .transform((payout) => ({ producer, currency, ...payout }))
}
type RecordPayoutInput = { amount: string; paid_on: string; bank_reference: string }

/**
 * A bank transfer the shop sent a supplier (docs/decisions/043-escrow-ledger.md): the amount,
 * starting at all it is owed and never above; the day it left the account; the bank's reference.
 * Reviewed in a dialog before it is recorded.
 */
export function RecordPayoutForm({
  id,
  lang,
  balance,
  onClose,
}: {
  id: string
  lang: Lang
  balance: SupplierBalance
  onClose: () => void
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const { producer } = balance
  const owedCents = toCents(balance.owed)
  const today = localDay(new Date())
  const schema = useMemo(
    () => recordPayoutSchema(lang, producer.id, balance.currency, owedCents, today),
    [lang, producer.id, balance.currency, owedCents, today],
  )
  const form = useForm<RecordPayoutInput, unknown, RecordPayoutBody>({
    resolver: zodResolver(schema),
    defaultValues: { amount: amountValue(lang, balance.owed), paid_on: today, bank_reference: '' },
  })
  const [pending, setPending] = useState<RecordPayoutBody | null>(null)
  useEffect(() => form.setFocus('amount'), [form])

  // The balances and every page of the history are read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsPayoutKeys.all(operator.id) })
  const action = useConsoleAction({
    send: (body: RecordPayoutBody) => recordPayout(api, lang, body),
    onSuccess: () => refresh(),
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
      notify.success(t('payouts.record.done'))
      onClose()
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink-900">
        {t('payouts.record.title', { name: producer.name })}
      </h3>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <PriceField
          lang={lang}
          label={t('payouts.record.amount')}
          error={fieldText(errors.amount, AMOUNT_TEXTS, {
            max: formatIn(lang, balance.owed, balance.currency),
          })}
          registration={form.register('amount')}
          preview=""
          currency={balance.currency}
        />
        <DayField
          label={t('payouts.record.date')}
          error={fieldText(errors.paid_on, DATE_TEXTS)}
          registration={form.register('paid_on')}
          max={today}
        />
        <LineField
          label={t('payouts.record.reference')}
          hint={t('payouts.record.referenceHint')}
          dir="ltr"
          error={fieldText(errors.bank_reference, REFERENCE_TEXTS, referenceLimit(lang))}
          registration={form.register('bank_reference')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('payouts.record.review')}</Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payouts.record.cancel')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('payouts.record.confirmTitle')}
        confirmLabel={t('payouts.record.confirm')}
        busyLabel={t('payouts.record.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <p>
            {t('payouts.record.confirmText', {
              amount: formatIn(lang, pending.amount, pending.currency),
              name: producer.name,
              date: formatDay(lang, pending.paid_on, { dateStyle: 'long' }),
              reference: ltr(pending.bank_reference),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
