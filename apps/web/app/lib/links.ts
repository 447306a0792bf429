import { isLang, type Lang } from '@caravanserai/contracts/languages'

function splitPath(path: string): [pathname: string, rest: string] {
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  return [pathname.startsWith('/') ? pathname : `/${pathname}`, cut === -1 ? '' : path.slice(cut)]
}

/** A path without its language prefix: /fa/products?x=1 → /products?x=1. */
export function stripLang(path: string): string {
  const [pathname, rest] = splitPath(path)
  const [, first, ...segments] = pathname.split('/')
  return isLang(first) ? `/${segments.join('/')}${rest}` : `${pathname}${rest}`
}

/**
 * Every internal link (docs/product.md#languages): remove any language prefix, then prepend `lang`.
 * localizedPath('/products', 'fa') → /fa/products; localizedPath('/ru/cart', 'am') → /am/cart.
 */
export function localizedPath(path: string, lang: Lang): string {
  const [pathname, rest] = splitPath(stripLang(path))
  return `/${lang}${pathname === '/' ? '' : pathname}${rest}`
}
