import type { Lang } from '@caravanserai/contracts/languages'
import { DeclineRfqBodySchema } from '@caravanserai/contracts/ops-rfqs'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { declineRfq } from '../../../api/ops-rfqs.ts'
import { Button } from '../../../components/ui/button.tsx'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ltr } from '../console/ltr.ts'
import { Panel } from '../console/panel.tsx'
import { RfqField } from './rfq-field.tsx'
import { useRfqAction } from './use-rfq-action.ts'

type DeclineBody = z.infer<typeof DeclineRfqBodySchema>
const FIELDS = ['reason'] as const
const REASON_MAX = DeclineRfqBodySchema.shape.reason.maxLength ?? 0

/**
 * Declining a request the operators will not quote, with the reason the buyer reads
 * (docs/product.md#requests-for-quotation), after a confirmation.
 */
export function DeclineForm({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const fieldText = useFieldText(lang)
  const form = useForm<DeclineBody>({
    resolver: zodResolver(DeclineRfqBodySchema),
    defaultValues: { reason: '' },
  })
  const [pending, setPending] = useState<DeclineBody | null>(null)
  const action = useRfqAction(
    lang,
    rfq.id,
    (api, language, id, body: DeclineBody) => declineRfq(api, language, id, body.reason),
    FIELDS,
    t('ops:fields.checkForm'),
  )
  const error = fieldText(
    form.formState.errors.reason,
    { 'rfqs.reasonRequired': 'rfqs:ops.decline.reasonRequired', too_big: 'fields.tooLong' },
    { max: formatNumber(lang, REASON_MAX) },
  )

  async function confirm() {
    if (!pending) return
    const outcome = await action.run(pending)
    setPending(null)
    if (outcome.ok) {
      form.reset({ reason: '' })
      notify.success(t('ops.decline.done'))
      return
    }
    mapFieldErrors(form, outcome.error, FIELDS)
  }

  return (
    <Panel id="ops-rfq-decline" title={t('ops.decline.title')} hint={t('ops.decline.hint')}>
      <form noValidate onSubmit={form.handleSubmit(setPending)} className="space-y-4">
        <RfqField
          id="ops-decline-reason"
          label={t('ops.decline.reason')}
          hint={t('ops.decline.reasonHint')}
          error={error}
        >
          {(props) => (
            <textarea
              rows={3}
              dir="auto"
              aria-required
              className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
              {...props}
              {...form.register('reason')}
            />
          )}
        </RfqField>
        <Button type="submit" variant="outline">
          {t('ops.decline.review')}
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => open || setPending(null)}
        title={t('ops.decline.confirmTitle')}
        confirmLabel={t('ops.decline.confirm')}
        busyLabel={t('ops.decline.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        <p>{t('ops.decline.confirmText', { number: ltr(rfq.rfq_number) })}</p>
        {pending ? (
          <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-2">
            {pending.reason}
          </p>
        ) : null}
      </ConfirmDialog>
    </Panel>
  )
}
