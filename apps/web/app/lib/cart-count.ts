import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { cartQuery } from '../api/cart.ts'
import { useApi } from './api.tsx'
import { useSessionUser } from './session.ts'

/**
 * The number of lines in a signed-in buyer's cart, for the header badge, from the same query the
 * cart page reads, so it follows every add, change and removal. Null for a visitor (the header then
 * counts the guest cart kept in storage).
 */
export function useBuyerCartCount(lang: Lang): number | null {
  const user = useSessionUser()
  const api = useApi()
  const cart = useQuery({ ...cartQuery(api, user?.id ?? 0, lang), enabled: user !== null })
  if (!user) return null
  return cart.data?.item_count ?? 0
}
