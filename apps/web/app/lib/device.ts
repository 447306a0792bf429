const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i

/** "Mobile-like": a mobile user agent or a window 768 px wide or less. False on the server. */
export function isMobileLike(): boolean {
  if (typeof window === 'undefined') return false
  return MOBILE_UA.test(window.navigator.userAgent) || window.innerWidth <= 768
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
