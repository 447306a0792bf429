import type { Claim } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import { CLAIM_RESOLUTION_MAX, type ResolveClaimBody } from '@caravanserai/contracts/ops-claims'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { z } from 'zod'
import { opsClaimKeys, resolveClaim } from '../../../api/ops-claims.ts'
import { opsEscrowKeys } from '../../../api/ops-escrow.ts'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { opsPayoutKeys } from '../../../api/ops-payouts.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useApi } from '../../../lib/api.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDay, formatNumber } from '../../../lib/format.ts'
import { formatIn } from '../../../lib/money.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { DayField, LineField, OperatorNoteField, PriceField } from '../console/action-fields.tsx'
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

export const OUTCOMES = ['rejected', 'refunded', 'replaced'] as const
type Outcome = (typeof OUTCOMES)[number]

const FIELDS = ['outcome', 'note', 'amount', 'refunded_on', 'bank_reference'] as const
const AMOUNT_TEXTS = amountTexts('fields.refundRequired', 'fields.amountAboveHeld')
const DATE_TEXTS = { future: 'fields.sentFuture', fallback: 'fields.sentDateRequired' }
const NOTE_TEXTS = { required: 'fields.rejectionRequired', tooLong: 'fields.tooLong' }

const note = z.string().trim().max(CLAIM_RESOLUTION_MAX, { error: 'tooLong' })
const optionalNote = note.transform((text) => text || undefined)

/**
 * The contract's resolution, read from the form: a rejection with the reason the buyer reads; a
 * refund of at most what the order holds, sent by today, with the bank's reference; or a
 * replacement. What the other outcomes' fields hold is left out.
 */
export function resolveClaimSchema(lang: Lang, heldCents: number, today: string) {
  return z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('rejected'), note: note.min(1, { error: 'required' }) }),
    z.object({
      outcome: z.literal('refunded'),
      amount: amountInput(lang, heldCents),
      refunded_on: pastDayInput(today),
      bank_reference: bankReferenceInput,
      note: optionalNote,
    }),
    z.object({ outcome: z.literal('replaced'), note: optionalNote }),
  ])
}
type ResolveClaimInput = {
  outcome: Outcome
  note: string
  amount: string
  refunded_on: string
  bank_reference: string
}

/** The amount a refund starts at: all that is held for a full refund, nothing typed for a part. */
function startingAmount(lang: Lang, claim: Claim, held: number): string {
  return claim.remedy === 'refund' ? amountValue(lang, held) : ''
}

/**
 * The answer to an open claim (docs/decisions/044-claims.md): rejected with a reason the buyer
 * reads, refunded (part or all of what the order holds; the refund gets its credit note), or
 * replaced; the outcome starts at what the buyer asked for. Reviewed in a dialog before it is sent.
 */
export function ResolveClaimForm({
  id,
  lang,
  order,
  claim,
  held,
  onClose,
}: {
  id: string
  lang: Lang
  order: OpsOrder
  claim: Claim
  held: number
  onClose: () => void
}) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const heldCents = toCents(held)
  const today = localDay(new Date())
  const schema = useMemo(() => resolveClaimSchema(lang, heldCents, today), [lang, heldCents, today])
  const asked: Outcome = claim.remedy === 'replacement' ? 'replaced' : 'refunded'
  const form = useForm<ResolveClaimInput, unknown, ResolveClaimBody>({
    // Each outcome's branch reads only its own fields of the form's.
    resolver: zodResolver(schema) as Resolver<ResolveClaimInput, unknown, ResolveClaimBody>,
    defaultValues: {
      outcome: heldCents > 0 || asked === 'replaced' ? asked : 'rejected',
      note: '',
      amount: startingAmount(lang, claim, held),
      refunded_on: today,
      bank_reference: '',
    },
  })
  const [pending, setPending] = useState<ResolveClaimBody | null>(null)
  const first = useRef<HTMLFieldSetElement>(null)
  useEffect(() => first.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), [])

  // The claims (this order's and the queue), the escrow a refund moves, the order (its status
  // and documents), and what the shop holds across the payouts page are read again.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsClaimKeys.all(operator.id) }),
      queryClient.invalidateQueries({ queryKey: opsEscrowKeys.order(operator.id, order.id) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.orderAll(operator.id, order.id) }),
      queryClient.invalidateQueries({ queryKey: opsPayoutKeys.balances(operator.id) }),
    ])
  const action = useConsoleAction({
    send: (body: ResolveClaimBody) => resolveClaim(api, lang, order.id, claim.id, body),
    onSuccess: () => refresh(),
    onConflict: () => void refresh(),
    fields: FIELDS,
    checkForm: t('fields.checkForm'),
  })
  const { errors } = form.formState
  const outcome = form.watch('outcome')
  // The discriminated union names its fields on the branch chosen.
  const fieldError = (name: Exclude<(typeof FIELDS)[number], 'outcome'>) =>
    (errors as Partial<Record<string, { message?: string; type?: string }>>)[name]

  async function confirm() {
    if (!pending) return
    const result = await action.run(pending)
    setPending(null)
    if (result.ok) {
      notify.success(t(`claims.resolve.done.${pending.outcome}`))
      onClose()
      return
    }
    mapFieldErrors(form, result.error, FIELDS)
  }

  return (
    <section
      id={id}
      aria-label={t('claims.resolve.title')}
      className="space-y-3 border-sand-200 border-t pt-4"
    >
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <fieldset ref={first} className="space-y-2">
          <legend className="font-semibold text-ink-800 text-sm">{t('claims.resolve.outcome')}</legend>
          <div className="flex flex-wrap gap-2">
            {OUTCOMES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-sand-300 px-3 py-2 text-sm has-checked:border-teal-800 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
              >
                <input
                  type="radio"
                  value={value}
                  disabled={value === 'refunded' && heldCents <= 0}
                  className="size-4 accent-teal-800"
                  {...form.register('outcome')}
                />
                {t(`claims.resolve.outcomes.${value}`)}
              </label>
            ))}
          </div>
          <p className="text-ink-600 text-sm">{t(`claims.resolve.explain.${outcome}`)}</p>
        </fieldset>
        {outcome === 'refunded' ? (
          <>
            <PriceField
              lang={lang}
              label={t('claims.resolve.amount')}
              error={fieldText(fieldError('amount'), AMOUNT_TEXTS, {
                max: formatIn(lang, held, order.settlement_currency),
              })}
              registration={form.register('amount')}
              preview={t('claims.resolve.held', { amount: formatIn(lang, held, order.settlement_currency) })}
              currency={order.settlement_currency}
            />
            <DayField
              label={t('claims.resolve.date')}
              error={fieldText(fieldError('refunded_on'), DATE_TEXTS)}
              registration={form.register('refunded_on')}
              max={today}
            />
            <LineField
              label={t('escrow.refund.reference')}
              hint={t('escrow.refund.referenceHint')}
              dir="ltr"
              error={fieldText(fieldError('bank_reference'), REFERENCE_TEXTS, referenceLimit(lang))}
              registration={form.register('bank_reference')}
            />
          </>
        ) : null}
        <OperatorNoteField
          label={t(outcome === 'rejected' ? 'claims.resolve.reason' : 'claims.resolve.note')}
          hint={t(outcome === 'rejected' ? 'claims.resolve.reasonHint' : 'claims.resolve.noteHint')}
          required={outcome === 'rejected'}
          error={fieldText(fieldError('note'), NOTE_TEXTS, {
            max: formatNumber(lang, CLAIM_RESOLUTION_MAX),
          })}
          registration={form.register('note')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('claims.resolve.review')}</Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('claims.resolve.cancel')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('claims.resolve.confirmTitle')}
        confirmLabel={pending ? t(`claims.resolve.confirm.${pending.outcome}`) : ''}
        busyLabel={t('claims.resolve.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        {pending ? <ConfirmText lang={lang} order={order} body={pending} /> : null}
      </ConfirmDialog>
    </section>
  )
}

function ConfirmText({ lang, order, body }: { lang: Lang; order: OpsOrder; body: ResolveClaimBody }) {
  const { t } = useTranslation('ops')
  const number = ltr(order.order_number)
  return (
    <>
      <p>
        {body.outcome === 'refunded'
          ? t('claims.resolve.confirmText.refunded', {
              number,
              amount: formatIn(lang, body.amount, order.settlement_currency),
              date: formatDay(lang, body.refunded_on, { dateStyle: 'long' }),
              reference: ltr(body.bank_reference),
            })
          : t(`claims.resolve.confirmText.${body.outcome}`, { number })}
      </p>
      {body.note ? (
        <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-2 text-ink-900">
          {body.note}
        </p>
      ) : null}
    </>
  )
}
