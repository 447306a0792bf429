import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@caravanserai/contracts/payments'
import { Paperclip, X } from 'lucide-react'
import { useRef } from 'react'

/** Why chosen files cannot go, before they are sent: a file's kind or size, or one file too many. */
export type AttachmentProblem = { kind: 'type' | 'size'; name: string } | { kind: 'tooMany'; max: number }

/** Why a chosen file cannot go, before it is sent: its kind or its size. */
export function fileProblem(file: Pick<File, 'size' | 'type'>): 'type' | 'size' | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type'
  return file.size > ATTACHMENT_MAX_BYTES ? 'size' : null
}

/**
 * The files after `chosen` were picked: all of them when each may go and there are at most
 * `max`, else the files as they were and the first problem. The server judges by the content
 * and has the last word.
 */
export function addAttachments<F extends Pick<File, 'name' | 'size' | 'type'>>(
  current: readonly F[],
  chosen: readonly F[],
  max: number,
): { files: F[]; problem: AttachmentProblem | null } {
  for (const file of chosen) {
    const kind = fileProblem(file)
    if (kind) return { files: [...current], problem: { kind, name: file.name } }
  }
  if (current.length + chosen.length > max) return { files: [...current], problem: { kind: 'tooMany', max } }
  return { files: [...current, ...chosen], problem: null }
}

/**
 * The files chosen to go with a message or a claim, each with a button that takes it off, and
 * the picker that adds more (a PDF or a picture, as the order's files take). The texts come from
 * the feature that shows it; the picker's own button speaks the browser's language, so the label
 * around it is what is read and tapped.
 */
export function AttachmentPicker({
  files,
  max,
  disabled = false,
  invalid = false,
  describedBy,
  texts,
  onChange,
}: {
  files: readonly File[]
  max: number
  disabled?: boolean
  /** A problem with the files is shown: the picker is marked invalid. */
  invalid?: boolean
  /** The ids of what describes the picker (a hint, the problem). */
  describedBy?: string
  texts: { attach: string; attached: string; remove: (name: string) => string }
  /** The files now chosen, and why the last pick was refused, if it was. */
  onChange: (files: File[], problem: AttachmentProblem | null) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const full = files.length >= max
  return (
    <div className="space-y-2">
      {files.length > 0 ? (
        <ul aria-label={texts.attached} className="flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              key={`${file.name}-${i}`}
              className="flex min-w-0 max-w-full items-center gap-1 rounded-md bg-sand-100 ps-2 text-sm"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
              <bdi className="min-w-0 wrap-anywhere">{file.name}</bdi>
              <button
                type="button"
                disabled={disabled}
                aria-label={texts.remove(file.name)}
                onClick={() =>
                  onChange(
                    files.filter((_, j) => j !== i),
                    null,
                  )
                }
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        className={`inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border border-sand-300 bg-white px-3 font-semibold text-ink-800 text-sm hover:bg-sand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${disabled || full ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {texts.attach}
        <input
          ref={input}
          type="file"
          multiple
          accept={ATTACHMENT_TYPES.join(',')}
          disabled={disabled || full}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            const next = addAttachments(files, [...(event.target.files ?? [])], max)
            // Emptied, so the picker never holds a file that is not in the list.
            if (input.current) input.current.value = ''
            onChange(next.files, next.problem)
          }}
        />
      </label>
    </div>
  )
}
