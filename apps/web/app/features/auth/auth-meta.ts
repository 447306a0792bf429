/**
 * The head of an auth page. Pages opened from one-time links, and the recovery form, stay out of
 * search results; login and registration are how people find their way in.
 */
export function authMeta(data: { title: string; description: string } | undefined, { index = false } = {}) {
  return [
    { title: data?.title },
    { name: 'description', content: data?.description },
    ...(index ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}
