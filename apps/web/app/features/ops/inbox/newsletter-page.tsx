import type { Lang } from '@caravanserai/contracts/languages'
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  SUBSCRIBERS_PAGE_SIZE,
} from '@caravanserai/contracts/ops-content'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { exportSubscribers, subscribersQuery } from '../../../api/ops-inbox.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listApiQuery, listFiltersFrom } from '../console/list-params.ts'
import { useOperator } from '../console/ops-context.ts'
import { exportFileName } from './export-file-name.ts'
import { InboxList } from './inbox-list.tsx'

const TONES = { confirmed: 'brand', pending: 'accent', unsubscribed: 'neutral' } as const

/**
 * Downloads the CSV of the chosen status (every sign-up without one), whatever the search. An
 * action the operator starts, like the console's writes, so it runs as a mutation too.
 */
function ExportButton({ status }: { status: NewsletterStatus | null }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const exportCsv = useMutation({ mutationFn: () => exportSubscribers(api, status) })
  const busy = exportCsv.isPending

  async function download() {
    try {
      const file = await exportCsv.mutateAsync()
      saveFile(file, exportFileName(status, new Date()))
      notify.success(t('newsletter.exported'))
    } catch {
      // The generic notice is up.
    }
  }

  return (
    <div className="max-w-64 space-y-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby="ops-newsletter-export-hint"
      >
        {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
        {busy ? t('newsletter.exporting') : t('newsletter.export')}
      </Button>
      <p id="ops-newsletter-export-hint" className="text-ink-600 text-xs">
        {t('newsletter.exportHint')}
      </p>
    </div>
  )
}

/** Newsletter sign-ups (docs/product.md#inbox): by status, searched by address, exported as CSV. */
export function NewsletterPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const [params] = useSearchParams()
  const filters = listFiltersFrom(params, NEWSLETTER_STATUSES)
  const subscribers = useQuery(
    subscribersQuery(api, operator.id, listApiQuery(filters, SUBSCRIBERS_PAGE_SIZE)),
  )
  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatDate(lang, value, { dateStyle: 'medium' })}</time> : '—'
  const cell = 'px-3 py-3 align-top'
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} whitespace-nowrap text-start font-semibold ${extra}`}>
      {t(`newsletter.columns.${key}`)}
    </th>
  )

  return (
    <InboxList
      lang={lang}
      section="newsletter"
      statuses={NEWSLETTER_STATUSES}
      filters={filters}
      pageSize={SUBSCRIBERS_PAGE_SIZE}
      query={subscribers}
      tools={<ExportButton status={filters.status} />}
    >
      {(rows) => (
        <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
          <table className="w-full bg-white text-sm">
            <caption className="sr-only">{t('newsletter.caption')}</caption>
            <thead className="bg-sand-50 text-ink-700">
              <tr>
                {head('email')}
                {head('status')}
                {head('language')}
                {head('subscribed')}
                {head('confirmed', 'max-md:hidden')}
                {head('unsubscribed', 'max-md:hidden')}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {rows.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row" className={`${cell} break-all text-start font-medium`} dir="ltr">
                    {subscriber.email}
                  </th>
                  <td className={cell}>
                    <Badge tone={TONES[subscriber.status]}>
                      {t(`newsletter.status.${subscriber.status}`)}
                    </Badge>
                  </td>
                  <td className={cell}>{t(`languages.${subscriber.language}`)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{date(subscriber.created_at)}</td>
                  <td className={`${cell} whitespace-nowrap max-md:hidden`}>
                    {date(subscriber.confirmed_at)}
                  </td>
                  <td className={`${cell} whitespace-nowrap max-md:hidden`}>
                    {date(subscriber.unsubscribed_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </InboxList>
  )
}
