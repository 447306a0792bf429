import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { RfqQueue } from '../../features/ops/rfqs/rfq-queue.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/rfqs'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'rfqs')

export default function OpsRfqs() {
  return <RfqQueue lang={useLang()} />
}
