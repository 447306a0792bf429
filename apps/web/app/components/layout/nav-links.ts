import type { Lang } from '@caravanserai/contracts/languages'
import type { MouseEvent } from 'react'
import { localizedPath } from '../../lib/links.ts'
import { useRequireLogin } from '../../lib/require-login.ts'
import { useSessionUser } from '../../lib/session.ts'

export const HEADER_LINKS = [
  ['/', 'nav.home'],
  ['/products', 'nav.products'],
  ['/contact', 'nav.contact'],
] as const

/**
 * Cart and wishlist need an account: a visitor is told so and sent to login
 * (docs/product.md#header-and-footer).
 */
export function useAccountLink(lang: Lang) {
  const user = useSessionUser()
  const requireLogin = useRequireLogin(lang)
  return (path: string) => ({
    to: localizedPath(path, lang),
    onClick: (event: MouseEvent) => {
      if (user) return
      event.preventDefault()
      requireLogin(localizedPath(path, lang))
    },
  })
}
