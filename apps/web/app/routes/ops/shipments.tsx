import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { ShipmentsPage } from '../../features/ops/shipments/shipments-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/shipments'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'shipments')

export default function OpsShipments() {
  return <ShipmentsPage lang={useLang()} />
}
