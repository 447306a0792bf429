import type { Lang } from '@caravanserai/contracts/languages'
import { HIDE_REASON_MAX, HIDE_REASON_MIN, type OpsReview } from '@caravanserai/contracts/ops-reviews'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { hideReview, unhideReview } from '../../../api/ops-reviews.ts'
import { Button } from '../../../components/ui/button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { ReasonField } from './reason-field.tsx'
import { useReviewAction } from './use-review-action.ts'

/**
 * Hiding a visible review or showing a hidden one again (docs/product.md#review-moderation), each
 * after a dialog. Hiding asks for the reason its author will read, 3 to 500 characters, checked
 * here and by the API; showing again takes an optional note that only the audit trail keeps.
 */
export function ModerateReview({ lang, review }: { lang: Lang; review: OpsReview }) {
  const { t } = useTranslation('moderation')
  const hiding = review.hidden === null
  const mode = hiding ? 'hide' : 'unhide'
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const action = useReviewAction(lang, review.id, hiding ? hideReview : unhideReview)
  const fieldId = `${mode}-reason-${review.id}`
  const max = formatNumber(lang, HIDE_REASON_MAX)

  async function confirm() {
    const sent = text.trim()
    if (hiding && sent.length < HIDE_REASON_MIN) {
      setError(t('hide.reasonTooShort', { min: formatNumber(lang, HIDE_REASON_MIN) }))
      document.getElementById(fieldId)?.focus()
      return
    }
    const outcome = await action.run(sent)
    if (outcome.ok) {
      setOpen(false)
      setText('')
      notify.success(t(`${mode}.done`))
      return
    }
    const server = outcome.error?.fieldErrors.reason?.[0]
    if (outcome.error?.status === 409) setOpen(false)
    else if (server) setError(server)
  }

  const Icon = hiding ? EyeOff : Eye
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-4" />
        {t(`${mode}.action`)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setError(null)
        }}
        title={t(`${mode}.title`)}
        confirmLabel={t(`${mode}.confirm`)}
        busyLabel={t(`${mode}.busy`)}
        busy={action.busy}
        onConfirm={() => void confirm()}
      >
        <p>{t(`${mode}.text`)}</p>
        <ReasonField
          id={fieldId}
          label={hiding ? t('hide.reason') : t('unhide.note')}
          hint={
            hiding
              ? t('hide.reasonHint', { min: formatNumber(lang, HIDE_REASON_MIN), max })
              : t('unhide.noteHint', { max })
          }
          required={hiding}
          value={text}
          error={error}
          onChange={(value) => {
            setText(value)
            setError(null)
          }}
        />
      </ConfirmDialog>
    </>
  )
}
