import { NewsletterPage } from '../../features/ops/newsletter-page.tsx'
import { opsPageMeta } from '../../features/ops/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/newsletter'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'newsletter')

export default function OpsNewsletter() {
  return <NewsletterPage lang={useLang()} />
}
