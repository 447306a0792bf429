import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { type CreateOrderNoteBody, CreateOrderNoteBodySchema } from '@caravanserai/contracts/ops-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { addOrderNote, orderQueueKeys } from '../../../api/ops-orders.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { replaceFailureNotice } from '../console/api-notice.ts'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'

const BODY_MAX = CreateOrderNoteBodySchema.shape.body.maxLength ?? 0
const TEXTS = { too_small: 'fields.noteRequired', too_big: 'fields.tooLong' }

/** Notes operators leave on an order for each other; the buyer never sees them. */
export function OrderNotes({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const fieldText = useFieldText(lang)
  const form = useForm<CreateOrderNoteBody>({
    resolver: zodResolver(CreateOrderNoteBodySchema),
    defaultValues: { body: '' },
  })
  const addNote = useMutation({
    mutationFn: (body: string) => addOrderNote(api, order.id, body),
    onSuccess: (note) =>
      queryClient.setQueryData<OpsOrder>(orderQueueKeys.order(operator.id, lang, order.id), (current) =>
        current ? { ...current, notes: [...current.notes, note] } : current,
      ),
  })
  const busy = addNote.isPending

  async function add(body: string) {
    try {
      await addNote.mutateAsync(body)
      form.reset({ body: '' })
      notify.success(t('notes.done'))
    } catch (error) {
      if (error instanceof ApiError && mapFieldErrors(form, error, ['body'])) {
        replaceFailureNotice(error, t('fields.checkForm'))
      }
      // Any other failure already raised its generic notice; the note stays in the box.
    }
  }
  const error = fieldText(form.formState.errors.body, TEXTS, { max: formatNumber(lang, BODY_MAX) })

  return (
    <Panel id="ops-order-notes" title={t('notes.title')} hint={t('notes.hint')}>
      {order.notes.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('notes.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {order.notes.map((note) => (
            <li key={note.id} className="space-y-1 rounded-md bg-sand-50 p-3">
              <p dir="auto" className="whitespace-pre-line break-words text-ink-900 text-sm">
                {note.body}
              </p>
              <p className="text-ink-600 text-xs">
                {note.author?.name || note.author?.email || t('notes.formerOperator')}
                {' · '}
                <time dateTime={note.created_at}>
                  {formatDate(lang, note.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => add(values.body))} className="space-y-2">
        <label htmlFor="ops-internal-note" className="block font-semibold text-ink-800 text-sm">
          {t('notes.label')}
        </label>
        <textarea
          id="ops-internal-note"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ops-internal-note-error' : undefined}
          className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
          {...form.register('body')}
        />
        <FieldError id="ops-internal-note-error" text={error} />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('notes.busy') : t('notes.add')}
        </Button>
      </form>
    </Panel>
  )
}
