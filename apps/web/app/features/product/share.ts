export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Share (docs/product.md#product-page): the device's share sheet where there is one, else the link
 * copied. A share the user cancels is silent ('cancelled'); anything else that fails is 'failed'.
 */
export async function shareLink(
  data: { title: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed'
    }
  }
  try {
    await nav.clipboard.writeText(data.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}
