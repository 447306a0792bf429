import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { ReviewModerationPage } from '../../features/ops/reviews/review-moderation-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/reviews'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'reviews')

export default function OpsReviews() {
  return <ReviewModerationPage lang={useLang()} />
}
