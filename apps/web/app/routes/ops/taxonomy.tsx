import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { TaxonomyPage } from '../../features/ops/taxonomy/taxonomy-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/taxonomy'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'taxonomy')

export default function OpsTaxonomy() {
  return <TaxonomyPage lang={useLang()} />
}
