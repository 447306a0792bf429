import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { BadgeCheck } from 'lucide-react'
import { Stars } from '../../components/ui/stars.tsx'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * A product's reviews: customer name or anonymous, stars, date, a verified-purchase mark, comment;
 * or a no-reviews text.
 */
export function ProductReviews({ lang, reviews }: { lang: Lang; reviews: ProductDetail['reviews'] }) {
  const { t } = useTranslation('product')
  if (reviews.length === 0) return <p className="text-ink-700">{t('reviews.none')}</p>
  return (
    <ul className="space-y-5">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-sand-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">{review.customer?.name || t('reviews.anonymous')}</span>
            <Stars value={review.rating} label={t('rating', { rating: formatNumber(lang, review.rating) })} />
            <time dateTime={review.review_date} className="text-ink-600 text-sm">
              {formatDate(lang, review.review_date, { year: 'numeric', month: 'long', day: 'numeric' })}
            </time>
            {review.verified_purchase ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-teal-900 text-xs ring-1 ring-teal-200">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('reviews.verifiedPurchase')}
              </span>
            ) : null}
          </div>
          {review.comment ? (
            <p className="mt-2 text-ink-800" dir="auto">
              {review.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
