/**
 * A storefront page opened from an emailed link, under /{lang}/: its prefix, then path parameters
 * that hold a one-time token and the account it belongs to.
 */
export type EmailedLinkPage = { prefix: string; params: readonly string[] }

/**
 * Every page whose address carries a secret. The web's routes are made from this list, the emails
 * write their links with it, and the logs leave out whatever follows a prefix, so a new
 * emailed-link page cannot be routed without its token also being kept out of the logs.
 */
export const EMAILED_LINK_PAGES = {
  newsletterConfirm: { prefix: 'newsletter/confirm', params: ['token'] },
  resetPassword: { prefix: 'reset-password', params: ['token'] },
  resetPasswordWithUid: { prefix: 'reset-password', params: ['uid', 'token'] },
  staffInvite: { prefix: 'staff-invite', params: ['uid', 'token'] },
  verifyEmail: { prefix: 'verify-email', params: ['uid', 'token'] },
} as const satisfies Record<string, EmailedLinkPage>

/** The page's path as React Router's route config writes it: `staff-invite/:uid/:token`. */
export function routePathOf(page: EmailedLinkPage): string {
  return [page.prefix, ...page.params.map((name) => `:${name}`)].join('/')
}

/** The page's path with its values, as an email links to it: `/staff-invite/Mg/3P9-6Ga`. */
export function emailedLinkPath<P extends EmailedLinkPage>(
  page: P,
  values: Record<P['params'][number], string>,
): string {
  const segments = page.params.map((name: P['params'][number]) => encodeURIComponent(values[name]))
  return `/${[page.prefix, ...segments].join('/')}`
}

/**
 * Query parameters that carry a token, an account id from an emailed link, or a password (a form
 * sent before its script ran puts its fields in the address).
 */
export function isSecretQueryParam(name: string): boolean {
  return /^(uid|encoded_id|code|key|refresh|access)$|token|secret|password/i.test(name)
}

// Made on first use: a browser bundle that imports this file and calls nothing keeps nothing
// (apps/web/contract-plugins.test.ts).
let prefixes: string[][] | undefined
const prefixSegments = () =>
  (prefixes ??= [...new Set(Object.values(EMAILED_LINK_PAGES).map((page) => page.prefix))].map((prefix) =>
    prefix.split('/'),
  ))

/** A segment as a router compares it: decoded and, as React Router matches, in any case. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/** The path with everything after an emailed link's prefix, wherever it stands, as `…`. */
function loggablePath(path: string): string {
  const segments = path.split('/')
  const texts = segments.map(segmentText)
  for (let at = 0; at < segments.length; at++) {
    for (const prefix of prefixSegments()) {
      const end = at + prefix.length
      const rest = segments.slice(end)
      if (rest.some(Boolean) && prefix.every((part, i) => texts[at + i] === part)) {
        return [...segments.slice(0, end), '…'].join('/')
      }
    }
  }
  return path
}

/**
 * A request address fit for a log: an emailed link's token segments become `…`, and so do the
 * values of query parameters that carry secrets. Whoever reads logs must not be able to reset a
 * buyer's password, confirm their address or accept a staff invitation from them.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2)
  const safePath = loggablePath(path)
  if (query === undefined) return safePath
  const params = new URLSearchParams(query)
  for (const name of [...new Set(params.keys())]) {
    if (isSecretQueryParam(name)) params.set(name, '…')
  }
  return `${safePath}?${params.toString()}`
}
