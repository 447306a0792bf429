import { redirect } from 'react-router'
import { requireLang } from '../../lib/lang-param.ts'
import { localizedPath } from '../../lib/links.ts'
import type { Route } from './+types/index'

/** The console opens on its orders queue, its only section so far. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localizedPath('/ops/orders', requireLang(params)))
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  throw redirect(localizedPath('/ops/orders', requireLang(params)))
}

export default function OpsIndex() {
  return null
}
