import type { Lang } from '@caravanserai/contracts/languages'
import { localizedPath, stripLang } from '../../lib/links.ts'

/** Pages only a visitor needs; sending someone back to one of them after signing in would loop. */
export const GUEST_ONLY_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'] as const

function isGuestOnly(path: string): boolean {
  const pathname = stripLang(path).split(/[?#]/)[0] ?? ''
  return GUEST_ONLY_PATHS.some((guest) => pathname === guest || pathname.startsWith(`${guest}/`))
}

/**
 * The remembered page of `location.state.from`, in the current language, or null. History state is
 * written by our own code, but it outlives deploys and can be edited: only a same-site path that is
 * not itself a guest page is followed.
 */
export function rememberedPath(state: unknown, lang: Lang): string | null {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return null
  }
  if (isGuestOnly(from)) return null
  return localizedPath(from, lang)
}

/** Login success goes to the remembered origin path or home. */
export function afterLoginPath(state: unknown, lang: Lang): string {
  return rememberedPath(state, lang) ?? localizedPath('/', lang)
}

/** A signed-in visitor on a guest-only page goes to the remembered path or the dashboard. */
export function signedInGuestPath(state: unknown, lang: Lang): string {
  return rememberedPath(state, lang) ?? localizedPath('/dashboard', lang)
}
