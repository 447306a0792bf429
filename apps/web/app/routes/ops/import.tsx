import { CatalogImportPage } from '../../features/ops/catalog-import/catalog-import-page.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/import'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'catalogImport')

export default function OpsCatalogImport() {
  return <CatalogImportPage lang={useLang()} />
}
