import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { MessageSquarePlus } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { ownReviewQuery } from '../../api/reviews.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { localizedPath } from '../../lib/links.ts'
import { SESSION_UNKNOWN, useSessionState } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

// The form brings react-hook-form and the contract's zod schema: only a signed-in buyer loads
// them, so the product page's first-load script stays within its budget (decision 011).
const ReviewForm = lazy(() => import('./review-form.tsx'))

type Props = { lang: Lang; productId: number; onSaved: () => void }

/**
 * The buyer's own review of a product (docs/product.md#reviews: reviews need an account): a visitor
 * is invited to log in and come back; a buyer writes one review, and edits it later. Nothing is
 * rendered on the server, which cannot know who is looking.
 */
export function ReviewSection({ lang, productId, onSaved }: Props) {
  const user = useSessionState()
  if (user === SESSION_UNKNOWN) return null
  if (!user) return <ReviewLoginPrompt lang={lang} />
  return <OwnReview lang={lang} userId={user.id} productId={productId} onSaved={onSaved} />
}

function ReviewLoginPrompt({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common', { keyPrefix: 'shop.review' })
  const { pathname, search } = useLocation()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sand-200 bg-sand-50 p-4">
      <p className="flex items-center gap-2 text-ink-800">
        <MessageSquarePlus aria-hidden="true" className="size-5 shrink-0 text-teal-800 rtl:-scale-x-100" />
        {t('loginPrompt')}
      </p>
      {/* The login page sends the buyer back to `from` (LoginState, lib/require-login.ts). */}
      <Link
        to={localizedPath('/login', lang)}
        state={{ from: `${pathname}${search}` }}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        {t('login')}
      </Link>
    </div>
  )
}

function FormPlaceholder() {
  const { t } = useTranslation('common', { keyPrefix: 'shop.review' })
  return (
    <div role="status" aria-label={t('loading')} className="space-y-3 rounded-lg border border-sand-200 p-5">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}

function OwnReview({ lang, userId, productId, onSaved }: Props & { userId: number }) {
  const own = useQuery(ownReviewQuery(useApi(), userId, productId))
  if (own.isPending) return <FormPlaceholder />
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <ReviewForm
        lang={lang}
        userId={userId}
        productId={productId}
        // Should the buyer's review fail to load, the form still works: a save edits it.
        existing={own.data?.review ?? null}
        onSaved={onSaved}
      />
    </Suspense>
  )
}
