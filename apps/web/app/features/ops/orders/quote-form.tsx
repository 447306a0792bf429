import { QUOTE_VALID_DAYS_DEFAULT } from '@caravanserai/contracts/documents'
import type { Lang } from '@caravanserai/contracts/languages'
import { type OpsOrder, type QuoteBody, QuoteBodySchema } from '@caravanserai/contracts/orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber, formatPrice } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { parseAmount, toCents } from '../console/amount.ts'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { ActionConfirm } from './action-confirm.tsx'
import { OperatorNoteField, PriceField } from './action-fields.tsx'
import { sendQuote } from './order-queue-api.ts'
import { useOrderAction } from './use-order-action.ts'

const FIELDS = ['shipping_price', 'note'] as const
const PRICE = QuoteBodySchema.shape.shipping_price
const NOTE_MAX = QuoteBodySchema.shape.note.unwrap().maxLength ?? 0
const PRICE_TEXTS = {
  required: 'fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.priceTooHigh',
}

/** The contract's quote, read from what the operator typed in the page's number format. */
function quoteFormSchema(lang: Lang) {
  return z.object({
    shipping_price: z
      .string()
      .transform((text, ctx) => {
        const value = parseAmount(text, lang)
        if (value === null) ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
        return value ?? z.NEVER
      })
      .pipe(PRICE),
    incoterm: QuoteBodySchema.shape.incoterm,
    incoterm_place: QuoteBodySchema.shape.incoterm_place,
    valid_days: z.coerce.number().pipe(QuoteBodySchema.shape.valid_days.unwrap()),
    note: QuoteBodySchema.shape.note,
  })
}
type QuoteInput = {
  shipping_price: string
  incoterm?: QuoteBody['incoterm']
  incoterm_place?: string
  valid_days: unknown
  note?: string
}

/** Quoting shipping at pending_shipping: price, optional note, a confirmation. */
export function QuoteForm({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const fieldText = useFieldText(lang)
  const schema = useMemo(() => quoteFormSchema(lang), [lang])
  const form = useForm<QuoteInput, unknown, QuoteBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      shipping_price: '',
      incoterm: 'DAP',
      incoterm_place: '',
      valid_days: QUOTE_VALID_DAYS_DEFAULT,
      note: '',
    },
  })
  const [pending, setPending] = useState<QuoteBody | null>(null)
  const action = useOrderAction(lang, order.id, sendQuote, FIELDS, t('fields.checkForm'))
  const { errors } = form.formState

  const typed = parseAmount(form.watch('shipping_price'), lang)
  const totalWith = (price: number) => formatPrice(lang, (toCents(order.total_price) + toCents(price)) / 100)

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      form.reset()
      notify.success(t('quote.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <Panel id="ops-quote" title={t('quote.title')} hint={t('quote.hint')}>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <PriceField
          lang={lang}
          label={t('quote.price')}
          error={fieldText(errors.shipping_price, PRICE_TEXTS, {
            max: formatPrice(lang, PRICE.maxValue ?? 0),
          })}
          registration={form.register('shipping_price')}
          preview={typed !== null && typed >= 0 ? t('quote.newTotal', { total: totalWith(typed) }) : ''}
        />
        <OperatorNoteField
          label={t('quote.note')}
          hint={t('quote.noteHint')}
          error={fieldText(errors.note, { too_big: 'fields.tooLong' }, { max: formatNumber(lang, NOTE_MAX) })}
          registration={form.register('note')}
        />
        <Button type="submit">{t('quote.review')}</Button>
      </form>
      <ActionConfirm
        action="quote"
        open={pending !== null}
        note={pending?.note}
        busy={action.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending ? (
          <p>
            {t('quote.confirmText', {
              number: ltr(order.order_number),
              price: formatPrice(lang, pending.shipping_price),
              total: totalWith(pending.shipping_price),
            })}
          </p>
        ) : null}
      </ActionConfirm>
    </Panel>
  )
}
