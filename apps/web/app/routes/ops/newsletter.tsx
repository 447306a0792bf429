import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { NewsletterPage } from '../../features/ops/inbox/newsletter-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/newsletter'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'newsletter')

export default function OpsNewsletter() {
  return <NewsletterPage lang={useLang()} />
}
