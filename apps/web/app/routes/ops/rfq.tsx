import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { RfqPage } from '../../features/ops/rfqs/rfq-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/rfq'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'rfq')

/** An id that is not a positive whole number is no request: the page says so. */
function rfqIdOf(param: string | undefined): number {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

export default function OpsRfq({ params }: Route.ComponentProps) {
  const id = rfqIdOf(params.rfqId)
  return <RfqPage key={id} lang={useLang()} rfqId={id} />
}
