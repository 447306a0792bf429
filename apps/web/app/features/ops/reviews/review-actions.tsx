import type { Lang } from '@caravanserai/contracts/languages'
import { HIDE_REASON_MAX, HIDE_REASON_MIN, type OpsReview } from '@caravanserai/contracts/ops-reviews'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { ReasonField } from './reason-field.tsx'
import { hideReview, unhideReview } from './reviews-admin-api.ts'
import { useReviewAction } from './use-review-action.ts'

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
        <ReasonField
          id={fieldId}
          label={t('hide.reason')}
          hint={t('hide.reasonHint', {
            min: formatNumber(lang, HIDE_REASON_MIN),
            max: formatNumber(lang, HIDE_REASON_MAX),
          })}
          required
          value={reason}
          error={error}
          onChange={(value) => {
            setReason(value)
            setError(null)
          }}
        />
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
        <ReasonField
          id={fieldId}
          label={t('unhide.note')}
          hint={t('unhide.noteHint', { max: formatNumber(lang, HIDE_REASON_MAX) })}
          value={note}
          error={error}
          onChange={(value) => {
            setNote(value)
            setError(null)
          }}
        />
      </ConfirmDialog>
    </>
  )
}
