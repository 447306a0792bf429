import type { Lang } from '@caravanserai/contracts/languages'
import { HIDE_REASON_MAX, HIDE_REASON_MIN, type OpsReview } from '@caravanserai/contracts/ops-reviews'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { FieldError } from '../console/field-error.tsx'
import { hideReview, unhideReview } from './reviews-admin-api.ts'
import { useReviewAction } from './use-review-action.ts'

const textareaClass =
  'block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700'

/**
 * Hiding a review (docs/product.md#review-moderation): a dialog asks for the reason its author
 * will read, 3 to 500 characters, checked here and by the API.
 */
export function HideReview({ lang, review }: { lang: Lang; review: OpsReview }) {
  const { t } = useTranslation('moderation')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const action = useReviewAction(lang, review.id, (api, language, id, text: string) =>
    hideReview(api, language, id, text),
  )
  const fieldId = `hide-reason-${review.id}`

  async function confirm() {
    const text = reason.trim()
    if (text.length < HIDE_REASON_MIN) {
      setError(t('hide.reasonTooShort', { min: formatNumber(lang, HIDE_REASON_MIN) }))
      document.getElementById(fieldId)?.focus()
      return
    }
    const outcome = await action.run(text)
    if (outcome.ok) {
      setOpen(false)
      setReason('')
      notify.success(t('hide.done'))
      return
    }
    const server = outcome.error?.fieldErrors.reason?.[0]
    if (outcome.error?.status === 409) setOpen(false)
    else if (server) setError(server)
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <EyeOff aria-hidden="true" className="size-4" />
        {t('hide.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setError(null)
        }}
        title={t('hide.title')}
        confirmLabel={t('hide.confirm')}
        busyLabel={t('hide.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        <p>{t('hide.text')}</p>
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block font-semibold text-ink-800">
            {t('hide.reason')}
          </label>
          <textarea
            id={fieldId}
            rows={3}
            dir="auto"
            aria-required
            maxLength={HIDE_REASON_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
              setError(null)
            }}
            className={textareaClass}
          />
          <p id={`${fieldId}-hint`} className="text-ink-600 text-xs">
            {t('hide.reasonHint', {
              min: formatNumber(lang, HIDE_REASON_MIN),
              max: formatNumber(lang, HIDE_REASON_MAX),
            })}
          </p>
          <FieldError id={`${fieldId}-error`} text={error} />
        </div>
      </ConfirmDialog>
    </>
  )
}

/**
 * Showing a hidden review again, after a confirmation: it counts on the product page at once. An
 * optional note says why, in the audit trail only.
 */
export function UnhideReview({ lang, review }: { lang: Lang; review: OpsReview }) {
  const { t } = useTranslation('moderation')
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const action = useReviewAction(lang, review.id, (api, language, id, text: string) =>
    unhideReview(api, language, id, text),
  )
  const fieldId = `unhide-note-${review.id}`

  async function confirm() {
    const outcome = await action.run(note.trim())
    const server = outcome.ok ? undefined : outcome.error?.fieldErrors.reason?.[0]
    if (server) {
      setError(server)
      return
    }
    setOpen(false)
    setNote('')
    if (outcome.ok) notify.success(t('unhide.done'))
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" className="size-4" />
        {t('unhide.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setError(null)
        }}
        title={t('unhide.title')}
        confirmLabel={t('unhide.confirm')}
        busyLabel={t('unhide.busy')}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        <p>{t('unhide.text')}</p>
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block font-semibold text-ink-800">
            {t('unhide.note')}
          </label>
          <textarea
            id={fieldId}
            rows={2}
            dir="auto"
            maxLength={HIDE_REASON_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            value={note}
            onChange={(event) => {
              setNote(event.target.value)
              setError(null)
            }}
            className={textareaClass}
          />
          <p id={`${fieldId}-hint`} className="text-ink-600 text-xs">
            {t('unhide.noteHint', { max: formatNumber(lang, HIDE_REASON_MAX) })}
          </p>
          <FieldError id={`${fieldId}-error`} text={error} />
        </div>
      </ConfirmDialog>
    </>
  )
}
