import { MESSAGE_BODY_MAX, MESSAGE_FILES_MAX, type OrderMessage } from '@caravanserai/contracts/conversation'
import type { Lang } from '@caravanserai/contracts/languages'
import { ATTACHMENT_MAX_BYTES, type Attachment } from '@caravanserai/contracts/payments'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Paperclip } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { conversationKeys, markRead, postMessage, type Side, threadQuery } from '../../api/conversation.ts'
import { downloadFile, uploadOrderFile } from '../../api/files.ts'
import { AttachmentPicker, type AttachmentProblem } from '../../components/attachment-picker.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { saveFile } from '../../lib/save-file.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { linkify } from './linkify.ts'

type Props = { lang: Lang; side: Side; userId: number; orderId: number }

function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm" dir="auto">
      {linkify(body).map((piece, i) =>
        piece.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never move
            key={i}
            href={piece.href}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className="text-teal-800 underline"
          >
            {piece.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never move
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  )
}

function FileButton({ file }: { file: Attachment }) {
  const api = useApi()
  const { t } = useTranslation('conversation')
  const download = useMutation({ mutationFn: () => downloadFile(api, file.download_url) })
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-label={t('download', { name: file.name })}
      onClick={() =>
        download.mutateAsync().then(
          (blob) => saveFile(blob, file.name),
          () => {},
        )
      }
    >
      <Paperclip aria-hidden="true" className="size-4" />
      <span dir="auto">{file.name}</span>
    </Button>
  )
}

function Message({ lang, message }: { lang: Lang; message: OrderMessage }) {
  const { t } = useTranslation('conversation')
  const who = message.mine
    ? t('you')
    : message.author.side === 'staff'
      ? t('seller', { name: message.author.name })
      : message.author.name || t('buyer')
  return (
    <li className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[85%] space-y-2 rounded-lg px-3 py-2 ${message.mine ? 'bg-teal-50' : 'bg-sand-100'}`}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-ink-700 text-xs">
          <span className="font-semibold">{who}</span>
          <time dateTime={message.created_at}>
            {formatDate(lang, message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </header>
        {message.body ? <MessageText body={message.body} /> : null}
        {message.files.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {message.files.map((file) => (
              <li key={file.id}>
                <FileButton file={file} />
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  )
}

/**
 * An order's conversation between its buyer and the operators (docs/product.md#order-conversation):
 * the messages, oldest first, looked at every half minute while open and marked read as they are
 * shown, and a box to write with files. Text is shown as text; only web addresses become links.
 */
export function ConversationPanel({ lang, side, userId, orderId }: Props) {
  const { t } = useTranslation('conversation')
  const api = useApi()
  const queryClient = useQueryClient()
  const thread = useQuery(threadQuery(api, side, userId, orderId))
  const [body, setBody] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const ids = useId()
  const lastSeen = thread.data?.results.at(-1)?.id

  // What is shown is read: the badge and the console's queue follow.
  useEffect(() => {
    if (!thread.data?.unread) return
    void markRead(api, side, orderId, thread.data)?.then(() =>
      queryClient.invalidateQueries({ queryKey: conversationKeys.unread(side, userId) }),
    )
  }, [api, side, orderId, userId, thread.data, queryClient])

  const send = useMutation({
    mutationFn: async () => {
      const uploaded = []
      for (const file of files) uploaded.push(await uploadOrderFile(api, lang, side, orderId, file))
      return postMessage(api, lang, side, orderId, { body: body.trim(), files: uploaded.map((f) => f.id) })
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(conversationKeys.thread(side, userId, orderId), answer)
      setBody('')
      setFiles([])
      setProblem(null)
      notify.success(t('sent'))
    },
    onError: (error) => {
      setProblem(error instanceof ApiError ? error.message || t('failed') : t('failed'))
    },
  })

  function choose(next: File[], refused: AttachmentProblem | null) {
    setFiles(next)
    if (!refused) return setProblem(null)
    setProblem(
      refused.kind === 'tooMany'
        ? t('tooManyFiles', { max: formatNumber(lang, refused.max) })
        : refused.kind === 'type'
          ? t('fileType', { name: refused.name })
          : t('fileSize', {
              name: refused.name,
              max: formatNumber(lang, ATTACHMENT_MAX_BYTES / 1024 / 1024),
            }),
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim() && files.length === 0) {
      setProblem(t('empty'))
      return
    }
    send.mutate()
  }

  return (
    <section
      id="conversation"
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-lg border border-sand-200 bg-white p-4"
    >
      <div>
        <h2 id={`${ids}-title`} className="font-semibold text-ink-900 text-lg">
          {t('title')}
        </h2>
        <p className="text-ink-700 text-sm">{t(side === 'buyer' ? 'hintBuyer' : 'hintStaff')}</p>
      </div>
      {thread.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {t('loadFailed')}
        </p>
      ) : thread.data && thread.data.results.length > 0 ? (
        <ol
          aria-live="polite"
          aria-relevant="additions"
          className="max-h-[28rem] space-y-3 overflow-y-auto"
          data-last={lastSeen}
        >
          {thread.data.results.map((message) => (
            <Message key={message.id} lang={lang} message={message} />
          ))}
        </ol>
      ) : thread.data ? (
        <p className="text-ink-700 text-sm">{t('none')}</p>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-2">
        <label htmlFor={`${ids}-body`} className="block font-semibold text-ink-800 text-sm">
          {t('label')}
        </label>
        <textarea
          id={`${ids}-body`}
          rows={3}
          dir="auto"
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30"
        />
        {problem ? (
          <p id={`${ids}-problem`} role="alert" className="text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-2">
          <AttachmentPicker
            files={files}
            max={MESSAGE_FILES_MAX}
            disabled={send.isPending}
            texts={{ attach: t('attach'), attached: t('attached'), remove: (name) => t('remove', { name }) }}
            onChange={choose}
          />
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
    </section>
  )
}
