import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { CurrenciesPage } from '../../features/ops/currencies/currencies-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/currencies'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'currencies')

export default function OpsCurrencies() {
  return <CurrenciesPage lang={useLang()} />
}
