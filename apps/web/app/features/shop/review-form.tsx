import type { Lang } from '@caravanserai/contracts/languages'
import {
  type CreateReviewBody,
  type OwnReview,
  type OwnReviewResponse,
  REVIEW_COMMENT_MAX,
} from '@caravanserai/contracts/reviews'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { reviewKeys, saveReview } from '../../api/reviews.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { mapFieldErrors } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { StarPicker } from './star-picker.tsx'

type Input = { rating: number | undefined; comment: string }
const FIELDS = ['rating', 'comment'] as const

/**
 * The buyer's one review of a product (POST /customer/review/: a second post edits the first).
 * The contract's two rules (a rating of 1–5, a comment of at most REVIEW_COMMENT_MAX) are checked
 * here with react-hook-form's own rules rather than the zod schema: the contracts' catalogue
 * module is shared with the catalogue page, and using a schema from it would put zod into that
 * page's first-load script (docs/decisions/011). The API checks the schema; its per-field
 * messages, already in the page language, replace ours. On success the product page reloads
 * its reviews and rating. A review an operator hid is marked so, with their reason; editing it
 * keeps it hidden (docs/product.md#review-moderation).
 */
export default function ReviewForm({
  lang,
  userId,
  productId,
  existing,
  onSaved,
}: {
  lang: Lang
  userId: number
  productId: number
  existing: OwnReview | null
  onSaved: () => void
}) {
  const { t } = useTranslation('common', { keyPrefix: 'shop.review' })
  const api = useApi()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<'saved' | 'updated' | 'updatedHidden' | 'failed' | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<Input>({
    defaultValues: { rating: existing?.rating, comment: existing?.comment ?? '' },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const save = useMutation({
    mutationFn: (body: CreateReviewBody) => saveReview(api, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<OwnReviewResponse>(reviewKeys.own(userId, productId), { review: saved }),
  })
  const commentError = errors.comment
    ? errors.comment.type === 'server'
      ? (errors.comment.message ?? '')
      : t('commentTooLong', { max: formatNumber(lang, REVIEW_COMMENT_MAX) })
    : null

  const onValid = async ({ rating, comment }: Input) => {
    setOutcome(null)
    const body: CreateReviewBody = { product: productId, rating: rating ?? 0, comment: comment.trim() }
    try {
      const saved = await save.mutateAsync(body)
      form.reset({ rating: saved.rating, comment: saved.comment })
      setOutcome(saved.hidden ? 'updatedHidden' : existing ? 'updated' : 'saved')
      onSaved()
    } catch (error) {
      mapFieldErrors(form, error, FIELDS, { focus: false })
      // A refusal that names no field (an unverified email, too many reviews) says why itself.
      const refused = error instanceof ApiError && (error.status === 403 || error.status === 429)
      setRefusal(refused ? error.message : null)
      setOutcome('failed')
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby="review-form-title"
      className="space-y-4 rounded-lg border border-sand-200 bg-white p-5"
    >
      <h2 id="review-form-title" className="font-bold text-lg">
        {existing ? t('editTitle') : t('title')}
      </h2>
      <p className="text-ink-700 text-sm">{existing ? t('editIntro') : t('intro')}</p>
      {existing?.hidden ? (
        <Alert
          tone="warning"
          role="note"
          icon={<EyeOff aria-hidden="true" className="size-5 shrink-0" />}
          title={t('hiddenTitle')}
        >
          <p>{t('hiddenText')}</p>
          <p dir="auto" className="whitespace-pre-line break-words">
            <span className="font-semibold">{t('hiddenReason')}</span> {existing.hidden.reason}
          </p>
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="rating"
        rules={{ required: true, min: 1, max: 5 }}
        render={({ field }) => (
          <StarPicker
            lang={lang}
            legend={t('rating')}
            value={field.value}
            disabled={isSubmitting}
            error={
              errors.rating
                ? errors.rating.type === 'server'
                  ? (errors.rating.message ?? '')
                  : t('ratingRequired')
                : null
            }
            onChange={(rating) => {
              field.onChange(rating)
              setOutcome(null)
            }}
          />
        )}
      />
      <FormField
        name="review-comment"
        label={t('comment')}
        hint={t('optional')}
        multiline
        error={commentError}
        registration={form.register('comment', {
          maxLength: REVIEW_COMMENT_MAX,
          onChange: () => setOutcome(null),
        })}
      />
      {outcome === 'failed' ? (
        <Alert>
          <p>{refusal ?? t('failed')}</p>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : existing ? t('update') : t('submit')}
        </Button>
        <p role="status" className="flex items-center gap-2 text-sm text-teal-900">
          {outcome === 'saved' || outcome === 'updated' || outcome === 'updatedHidden' ? (
            <>
              <CheckCircle2 aria-hidden="true" className="size-5 text-teal-700" />
              {t(outcome)}
            </>
          ) : null}
        </p>
      </div>
    </form>
  )
}
