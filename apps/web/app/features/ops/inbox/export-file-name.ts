import type { NewsletterStatus } from '@caravanserai/contracts/ops-content'

/** The saved file's name, as the API names it: newsletter-subscribers[-status]-YYYY-MM-DD.csv. */
export function exportFileName(status: NewsletterStatus | null, now: Date): string {
  return `newsletter-subscribers${status ? `-${status}` : ''}-${now.toISOString().slice(0, 10)}.csv`
}
