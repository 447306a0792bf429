import type { Lang } from '@caravanserai/contracts/languages'
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGES_PAGE_SIZE,
  type OpsContactMessage,
} from '@caravanserai/contracts/ops-content'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { contactMessagesQuery, inboxKeys, setMessageHandled } from '../../../api/ops-inbox.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { listApiQuery, listFiltersFrom } from '../console/list-params.ts'
import { useOperator } from '../console/ops-context.ts'
import { InboxList } from './inbox-list.tsx'

const when = (lang: Lang, value: string) =>
  formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' })

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink-600 text-xs">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  )
}

/**
 * One contact message as the visitor wrote it, in whatever language (`dir="auto"`, line breaks
 * kept), with who sent it, a reply link, and marking it handled or open again.
 */
function MessageCard({ lang, message }: { lang: Lang; message: OpsContactMessage }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const handled = message.handled_at !== null
  const titleId = `ops-message-${message.id}`
  const mark = useMutation({
    mutationFn: (next: boolean) => setMessageHandled(api, message.id, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.messages(operator.id) }),
  })
  const busy = mark.isPending

  async function toggle() {
    try {
      await mark.mutateAsync(!handled)
      notify.success(handled ? t('messages.reopenedDone') : t('messages.handledDone'))
    } catch {
      // The generic notice is up; the message stays as it was.
    }
  }

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-lg bg-white p-5 ring-1 ring-sand-200">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} dir="auto" className="break-words font-bold text-ink-900 text-lg">
            {message.subject}
          </h2>
          <p className="text-ink-600 text-sm">
            {t('messages.received')}{' '}
            <time dateTime={message.created_at}>{when(lang, message.created_at)}</time>
          </p>
        </div>
        <Badge tone={handled ? 'neutral' : 'accent'}>
          {handled ? t('messages.status.handled') : t('messages.status.open')}
        </Badge>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label={t('messages.from')}>
          <span dir="auto">{message.name}</span>
        </Detail>
        <Detail label={t('messages.email')}>
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            dir="ltr"
            className="break-all text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            {message.email}
          </a>
        </Detail>
        {message.company ? (
          <Detail label={t('messages.company')}>
            <span dir="auto">{message.company}</span>
          </Detail>
        ) : null}
        <Detail label={t('messages.language')}>{t(`languages.${message.language}`)}</Detail>
      </dl>
      <p
        dir="auto"
        className="whitespace-pre-line break-words rounded-md bg-sand-50 p-4 text-ink-900 text-sm"
      >
        {message.message}
      </p>
      <footer className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-600 text-sm">
          {message.handled_at ? t('messages.handledAt', { date: when(lang, message.handled_at) }) : ''}
        </p>
        <Button
          variant={handled ? 'outline' : 'primary'}
          size="sm"
          onClick={() => void toggle()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <Spinner className="size-4" />
          ) : handled ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          {handled ? t('messages.reopen') : t('messages.markHandled')}
        </Button>
      </footer>
    </article>
  )
}

/** The contact messages visitors sent (docs/product.md#inbox): open or handled, searched, newest first. */
export function MessagesPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const [params] = useSearchParams()
  const filters = listFiltersFrom(params, CONTACT_MESSAGE_STATUSES)
  const messages = useQuery(
    contactMessagesQuery(api, operator.id, listApiQuery(filters, CONTACT_MESSAGES_PAGE_SIZE)),
  )
  return (
    <InboxList
      lang={lang}
      section="messages"
      statuses={CONTACT_MESSAGE_STATUSES}
      filters={filters}
      pageSize={CONTACT_MESSAGES_PAGE_SIZE}
      query={messages}
    >
      {(rows) => (
        <ul aria-label={t('messages.list')} className="space-y-4">
          {rows.map((message) => (
            <li key={message.id}>
              <MessageCard lang={lang} message={message} />
            </li>
          ))}
        </ul>
      )}
    </InboxList>
  )
}
