import { ClaimQueue } from '../../features/ops/claims/claim-queue.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/claims'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'claims')

export default function OpsClaims() {
  return <ClaimQueue lang={useLang()} />
}
