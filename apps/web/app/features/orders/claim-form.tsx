import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_REASONS,
  CLAIM_REMEDIES,
  type ClaimReason,
  type ClaimRemedy,
  type OpenClaimBody,
} from '@caravanserai/contracts/claims'
import { MESSAGE_FILES_MAX } from '@caravanserai/contracts/conversation'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { claimOpened, openClaim } from '../../api/claims.ts'
import { uploadOrderFile } from '../../api/files.ts'
import { AttachmentPicker, type AttachmentProblem } from '../../components/attachment-picker.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { control } from '../../components/ui/form-field.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'
import { formMessages } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import {
  type ClaimFormValues,
  type ClaimProblem,
  claimBody,
  EMPTY_CLAIM,
  needsLines,
  problemField,
} from './claim-form-values.ts'

/** What the form shows under its fields and above its button, each already in the page language. */
type Shown = {
  reason?: string
  remedy?: string
  description?: string
  lines?: string
  files?: string
  quantities?: Record<number, string>
  form?: string[]
}

/** An evidence file the server refused or could not take: which file, and why. */
class UploadFailed extends Error {
  constructor(
    readonly file: File,
    readonly failure: unknown,
  ) {
    super(`Uploading ${file.name} failed`)
  }
}

/** The server's words when it refused (a field's message or its detail); none for an outage. */
function serverWords(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === TIMEOUT_STATUS || error.status >= 500) return null
  return formMessages(error, []).join(' ') || error.fieldErrors.file?.join(' ') || null
}

const radio =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-sand-300 bg-white px-3 py-2 text-sm has-[:checked]:border-teal-800 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700'

/**
 * The buyer's claim (docs/product.md#claims): why, what they ask for, which lines and how many
 * of each (at most what was ordered), what happened, and up to five photos or documents, uploaded
 * first as the conversation's files are, each once however often the claim is tried. One column
 * with large targets, so it fills in on a phone; each field's problem is read with it, and the
 * first is focused.
 */
export function ClaimForm({
  lang,
  user,
  order,
  onDone,
  onCancel,
}: {
  lang: Lang
  user: SessionUser
  order: Order
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const queryClient = useQueryClient()
  const ids = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ClaimFormValues>(EMPTY_CLAIM)
  const [files, setFiles] = useState<File[]>([])
  const [shown, setShown] = useState<Shown>({})
  const [focusProblem, setFocusProblem] = useState(0)
  const uploaded = useRef(new Map<File, number>())
  const sent = useRef<OpenClaimBody | null>(null)
  const items = order.order_items

  // The first field with a problem takes the focus, so a screen reader reads it with its message.
  useEffect(() => {
    if (focusProblem === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusProblem])

  const problemText = (problem: ClaimProblem) =>
    problem.key === 'quantity'
      ? t('claims.problem.quantity', { max: formatNumber(lang, problem.max) })
      : t(`claims.problem.${problem.key}`, { max: formatNumber(lang, CLAIM_DESCRIPTION_MAX) })

  const fileText = (problem: AttachmentProblem) =>
    problem.kind === 'tooMany'
      ? t('claims.files.tooMany', { max: formatNumber(lang, problem.max) })
      : t(`claims.files.${problem.kind}`, {
          name: problem.name,
          max: formatNumber(lang, ATTACHMENT_MAX_BYTES / 1024 / 1024),
        })

  const send = useMutation({
    mutationFn: async (values: ClaimFormValues) => {
      const fileIds: number[] = []
      for (const file of files) {
        let id = uploaded.current.get(file)
        if (id === undefined) {
          try {
            id = (await uploadOrderFile(api, lang, 'buyer', order.id, file)).id
          } catch (failure) {
            throw new UploadFailed(file, failure)
          }
          uploaded.current.set(file, id)
        }
        fileIds.push(id)
      }
      const checked = claimBody(values, items, fileIds, lang)
      if (!checked.body) throw new Error('The claim changed while it was sent')
      sent.current = checked.body
      return openClaim(api, lang, order.id, checked.body)
    },
    onSuccess: () => {
      claimOpened(queryClient, user.id, order.id)
      notify.success(t('claims.sent'))
      onDone()
    },
    onError: (error) => {
      if (error instanceof UploadFailed) {
        const words = serverWords(error.failure)
        setShown({
          files: words ? `${error.file.name}: ${words}` : t('claims.files.failed', { name: error.file.name }),
        })
      } else if (error instanceof ApiError && error.status < 500 && error.status !== TIMEOUT_STATUS) {
        const next: Shown = {}
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const place = problemField(field, sent.current)
          if (!place) continue
          const text = messages.join(' ')
          if ('item' in place) next.quantities = { ...next.quantities, [place.item]: text }
          else next[place.field] = next[place.field] ? `${next[place.field]} ${text}` : text
        }
        const other = formMessages(
          error,
          Object.keys(error.fieldErrors).filter((f) => problemField(f, sent.current)),
        )
        if (other.length > 0) next.form = other
        setShown(Object.keys(next).length > 0 ? next : { form: [t('claims.failed')] })
      } else {
        setShown({ form: [t('claims.failed')] })
      }
      setFocusProblem((n) => n + 1)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (send.isPending) return
    // Checked with ids standing in for the files, which are uploaded only when the form is right.
    const checked = claimBody(
      values,
      items,
      files.map((_, i) => i + 1),
      lang,
    )
    if (checked.problems) {
      const p = checked.problems
      setShown({
        reason: p.reason && problemText(p.reason),
        remedy: p.remedy && problemText(p.remedy),
        description: p.description && problemText(p.description),
        lines: p.lines && problemText(p.lines),
        quantities: p.quantities
          ? Object.fromEntries(Object.entries(p.quantities).map(([id, q]) => [id, problemText(q)]))
          : undefined,
      })
      setFocusProblem((n) => n + 1)
      return
    }
    setShown({})
    send.mutate(values)
  }

  const set = (change: Partial<ClaimFormValues>) => setValues((current) => ({ ...current, ...change }))
  const setLine = (item: number, line: ClaimFormValues['lines'][number]) =>
    setValues((current) => ({ ...current, lines: { ...current.lines, [item]: line } }))
  const described = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined
  const busy = send.isPending
  const fieldId = (name: string) => `${ids}-${name}`
  const error = (name: keyof Omit<Shown, 'quantities' | 'form'>) =>
    shown[name] ? (
      <p id={fieldId(`${name}-error`)} className="text-red-800 text-sm">
        {shown[name]}
      </p>
    ) : null

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={fieldId('title')}
      className="space-y-6 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200 sm:p-5"
    >
      <h3 id={fieldId('title')} tabIndex={-1} className="font-bold text-ink-900 text-lg focus:outline-none">
        {t('claims.form.title')}
      </h3>
      <p className="text-ink-700 text-sm">{t('claims.form.lead')}</p>

      <div className="space-y-1.5">
        <label htmlFor={fieldId('reason')} className="block font-semibold text-ink-800 text-sm">
          {t('claims.form.reason')}
        </label>
        <Select
          id={fieldId('reason')}
          value={values.reason}
          disabled={busy}
          aria-invalid={shown.reason ? true : undefined}
          aria-describedby={described(shown.reason && fieldId('reason-error'))}
          aria-required
          onChange={(event) => set({ reason: event.target.value as ClaimReason | '' })}
        >
          <option value="">{t('claims.form.chooseReason')}</option>
          {CLAIM_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`claims.reason.${reason}`)}
            </option>
          ))}
        </Select>
        {error('reason')}
      </div>

      <fieldset className="space-y-2" aria-describedby={described(shown.remedy && fieldId('remedy-error'))}>
        <legend className="mb-1.5 font-semibold text-ink-800 text-sm">{t('claims.form.remedy')}</legend>
        {CLAIM_REMEDIES.map((remedy, index) => (
          <label key={remedy} className={radio}>
            <input
              type="radio"
              name={fieldId('remedy')}
              value={remedy}
              checked={values.remedy === remedy}
              disabled={busy}
              // The group's problem is read on its first choice, which takes the focus.
              aria-invalid={index === 0 && shown.remedy ? true : undefined}
              aria-describedby={index === 0 ? described(shown.remedy && fieldId('remedy-error')) : undefined}
              onChange={() => set({ remedy: remedy as ClaimRemedy })}
              className="size-5 shrink-0 accent-teal-800"
            />
            <span>{t(`claims.remedy.${remedy}`)}</span>
          </label>
        ))}
        {error('remedy')}
      </fieldset>

      {items.length > 0 ? (
        <fieldset
          className="space-y-2"
          aria-describedby={described(fieldId('lines-hint'), shown.lines && fieldId('lines-error'))}
        >
          <legend className="mb-1.5 font-semibold text-ink-800 text-sm">{t('claims.form.lines')}</legend>
          <p id={fieldId('lines-hint')} className="text-ink-600 text-sm">
            {needsLines(values.reason) ? t('claims.form.linesHint') : t('claims.form.linesOptional')}
          </p>
          <ul className="space-y-2">
            {items.map((item, index) => {
              const line = values.lines[item.id] ?? { checked: false, quantity: '' }
              const name = `${item.product_variation.product_name} · ${item.product_variation.name}`
              const quantityProblem = shown.quantities?.[item.id]
              const quantityId = fieldId(`quantity-${item.id}`)
              return (
                <li key={item.id} className="space-y-2 rounded-md border border-sand-300 bg-white p-2">
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-1 text-sm">
                    <input
                      type="checkbox"
                      checked={line.checked}
                      disabled={busy}
                      aria-invalid={index === 0 && shown.lines ? true : undefined}
                      aria-describedby={index === 0 && shown.lines ? fieldId('lines-error') : undefined}
                      onChange={(event) =>
                        setLine(item.id, {
                          checked: event.target.checked,
                          quantity:
                            line.quantity || formatNumber(lang, item.quantity, { useGrouping: false }),
                        })
                      }
                      className="size-5 shrink-0 accent-teal-800"
                    />
                    <bdi dir="auto" className="min-w-0 wrap-anywhere">
                      {name}
                    </bdi>
                  </label>
                  {line.checked ? (
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 ps-9">
                      <label htmlFor={quantityId} className="text-ink-800 text-sm">
                        {t('claims.form.quantity')}
                        <span className="sr-only">: {name}</span>
                      </label>
                      <input
                        id={quantityId}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        value={line.quantity}
                        disabled={busy}
                        aria-invalid={quantityProblem ? true : undefined}
                        aria-describedby={described(
                          `${quantityId}-ordered`,
                          quantityProblem && `${quantityId}-error`,
                        )}
                        onChange={(event) =>
                          setLine(item.id, { checked: true, quantity: event.target.value })
                        }
                        className="block h-11 w-24 rounded-md border border-sand-300 bg-white px-3 text-ink-900 shadow-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
                      />
                      <span id={`${quantityId}-ordered`} className="text-ink-600 text-sm">
                        {t('claims.form.ofOrdered', { count: item.quantity })}
                      </span>
                      {quantityProblem ? (
                        <p id={`${quantityId}-error`} className="basis-full text-red-800 text-sm">
                          {quantityProblem}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
          {error('lines')}
        </fieldset>
      ) : null}

      <div className="space-y-1.5">
        <label htmlFor={fieldId('description')} className="block font-semibold text-ink-800 text-sm">
          {t('claims.form.description')}
        </label>
        <p id={fieldId('description-hint')} className="text-ink-600 text-sm">
          {t('claims.form.descriptionHint')}
        </p>
        <textarea
          id={fieldId('description')}
          rows={5}
          dir="auto"
          maxLength={CLAIM_DESCRIPTION_MAX}
          value={values.description}
          disabled={busy}
          aria-required
          aria-invalid={shown.description ? true : undefined}
          aria-describedby={described(
            fieldId('description-hint'),
            shown.description && fieldId('description-error'),
          )}
          onChange={(event) => set({ description: event.target.value })}
          className={control}
        />
        {error('description')}
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-1.5 font-semibold text-ink-800 text-sm">
          {t('claims.form.files')}
          <span className="ms-1 font-normal text-ink-600">({t('claims.form.optional')})</span>
        </legend>
        <p id={fieldId('files-hint')} className="text-ink-600 text-sm">
          {t('claims.form.filesHint', {
            count: MESSAGE_FILES_MAX,
            size: formatNumber(lang, ATTACHMENT_MAX_BYTES / 1024 / 1024),
          })}
        </p>
        <AttachmentPicker
          files={files}
          max={MESSAGE_FILES_MAX}
          disabled={busy}
          invalid={Boolean(shown.files)}
          describedBy={described(fieldId('files-hint'), shown.files && fieldId('files-error'))}
          texts={{
            attach: t('claims.files.attach'),
            attached: t('claims.files.attached'),
            remove: (name) => t('claims.files.remove', { name }),
          }}
          onChange={(next, problem) => {
            setFiles(next)
            setShown((current) => ({ ...current, files: problem ? fileText(problem) : undefined }))
          }}
        />
        {shown.files ? (
          <p id={fieldId('files-error')} role="alert" className="text-red-800 text-sm">
            {shown.files}
          </p>
        ) : null}
      </fieldset>

      {shown.form ? (
        <Alert tone="error">
          {shown.form.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          {busy ? t('claims.form.sending') : t('claims.form.submit')}
        </Button>
        <Button variant="outline" size="lg" className="w-full sm:w-auto" disabled={busy} onClick={onCancel}>
          {t('claims.form.cancel')}
        </Button>
      </div>
    </form>
  )
}
