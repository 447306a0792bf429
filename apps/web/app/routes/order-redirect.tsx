import { redirect } from 'react-router'
import { requireLang } from '../lib/lang-param.ts'
import { localizedPath } from '../lib/links.ts'
import type { Route } from './+types/order-redirect'

/**
 * /order/{id} (the singular address older links use) is the same page as the canonical
 * /orders/{id}: a permanent redirect, on the server for a fresh load and in the browser for a
 * client navigation.
 */
function target(params: Route.LoaderArgs['params']) {
  const lang = requireLang(params)
  return localizedPath(`/orders/${encodeURIComponent(params.orderId)}`, lang)
}

export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`${target(params)}${new URL(request.url).search}`, 301)
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return redirect(`${target(params)}${new URL(request.url).search}`)
}

export default function OrderRedirect() {
  return null
}
