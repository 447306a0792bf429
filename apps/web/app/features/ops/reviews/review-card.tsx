import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsReview } from '@caravanserai/contracts/ops-reviews'
import { BadgeCheck, EyeOff } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge.tsx'
import { Stars } from '../../../components/ui/stars.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ltr } from '../console/ltr.ts'
import { ModerateReview } from './review-actions.tsx'
import { type ReviewFilters, reviewSearchOf } from './review-filters.ts'

const when = (lang: Lang, value: string) =>
  formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' })
const linkClass = 'text-teal-800 underline underline-offset-4 hover:text-teal-950'

/**
 * One review as its author wrote it (`dir="auto"`, line breaks kept): the product, the author, the
 * stars, and, when hidden, who hid it, when and why; with Hide or Unhide.
 */
export function ReviewCard({
  lang,
  review,
  filters,
}: {
  lang: Lang
  review: OpsReview
  filters: ReviewFilters
}) {
  const { t } = useTranslation('moderation')
  const titleId = `ops-review-${review.id}`
  const stars = t('list.stars', { count: review.rating, formatted: formatNumber(lang, review.rating) })
  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-3 rounded-lg p-5 ring-1 ${review.hidden ? 'bg-sand-50 ring-sand-300' : 'bg-white ring-sand-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="font-bold text-ink-900">
            <Link
              to={localizedPath(`/ops/products/${review.product.id}`, lang)}
              dir="auto"
              className={linkClass}
            >
              {review.product.name || t('list.productNumber', { id: formatNumber(lang, review.product.id) })}
            </Link>
          </h2>
          <Link
            to={reviewSearchOf({ ...filters, product: review.product.id, search: '', page: 1 })}
            className="text-ink-700 text-xs underline underline-offset-4 hover:text-ink-900"
          >
            {t('list.onlyThisProduct')}
          </Link>
        </div>
        {review.hidden ? (
          <Badge tone="danger">
            <EyeOff aria-hidden="true" className="size-3.5" />
            {t('state.hidden')}
          </Badge>
        ) : (
          <Badge tone="brand">{t('state.visible')}</Badge>
        )}
      </header>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Stars value={review.rating} label={stars} />
        <span className="text-ink-800">
          {review.author ? (
            <>
              <span dir="auto" className="font-semibold">
                {review.author.name || t('list.noName')}
              </span>{' '}
              <a href={`mailto:${review.author.email}`} dir="ltr" className={`break-all ${linkClass}`}>
                {review.author.email}
              </a>
            </>
          ) : (
            t('list.anonymised')
          )}
        </span>
        <time dateTime={review.review_date} className="text-ink-600">
          {when(lang, review.review_date)}
        </time>
        {review.verified_purchase ? (
          <span className="inline-flex items-center gap-1 text-teal-900">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('list.verifiedPurchase')}
          </span>
        ) : null}
      </div>
      {review.comment ? (
        <p dir="auto" className="whitespace-pre-line break-words text-ink-900 text-sm">
          {review.comment}
        </p>
      ) : (
        <p className="text-ink-600 text-sm italic">{t('list.noComment')}</p>
      )}
      {review.hidden ? (
        <div className="space-y-1 rounded-md bg-red-50 p-3 text-red-900 text-sm">
          <p className="font-semibold">
            {review.hidden.by
              ? t('list.hiddenBy', { date: when(lang, review.hidden.at), email: ltr(review.hidden.by.email) })
              : t('list.hiddenAt', { date: when(lang, review.hidden.at) })}
          </p>
          <p dir="auto" className="whitespace-pre-line break-words">
            {t('list.reason')} {review.hidden.reason}
          </p>
        </div>
      ) : null}
      <footer className="flex justify-end">
        <ModerateReview lang={lang} review={review} />
      </footer>
    </article>
  )
}
