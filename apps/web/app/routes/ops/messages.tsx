import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { MessagesPage } from '../../features/ops/inbox/messages-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/messages'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'messages')

export default function OpsMessages() {
  return <MessagesPage lang={useLang()} />
}
