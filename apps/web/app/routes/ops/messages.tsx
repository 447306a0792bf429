import { MessagesPage } from '../../features/ops/messages-page.tsx'
import { opsPageMeta } from '../../features/ops/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/messages'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'messages')

export default function OpsMessages() {
  return <MessagesPage lang={useLang()} />
}
