import type { Lang } from '@caravanserai/contracts/languages'
import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { RFQ_FILES_MAX } from '@caravanserai/contracts/rfqs'
import { Paperclip, X } from 'lucide-react'
import type { ChangeEvent } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { addFiles, type FileProblem, RFQ_FILE_ACCEPT } from './rfq-form-values.ts'

export const FILES_INPUT_ID = 'rfq-files'

/** The text of a file refused before it is sent. */
export function useFileProblemText(lang: Lang) {
  const { t } = useTranslation('rfqs')
  return (problem: FileProblem) =>
    t(`files.${problem.kind}`, {
      name: problem.name,
      max: formatNumber(
        lang,
        problem.kind === 'tooMany' ? RFQ_FILES_MAX : ATTACHMENT_MAX_BYTES / 1024 / 1024,
      ),
    })
}

/**
 * Drawings, specifications or photos for the request: up to RFQ_FILES_MAX PDF or pictures of
 * 10 MB each, checked here for what the device can tell before they are uploaded with the request.
 * The picker's own button speaks the browser's language, so its label is this field's.
 */
export function RfqFilesField({
  lang,
  files,
  problem,
  disabled,
  onChange,
}: {
  lang: Lang
  files: readonly File[]
  /** Why a file was refused here or by the server, already in the page language. */
  problem: string | null
  disabled: boolean
  onChange: (files: readonly File[], problem: string | null) => void
}) {
  const { t } = useTranslation('rfqs')
  const problemText = useFileProblemText(lang)
  const full = files.length >= RFQ_FILES_MAX

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget
    const next = addFiles(files, [...(picker.files ?? [])])
    // The picker is emptied, so it never holds a file that is not in the list.
    picker.value = ''
    onChange(next.files, next.problem ? problemText(next.problem) : null)
  }

  return (
    <fieldset
      className="space-y-3"
      aria-describedby={`${FILES_INPUT_ID}-hint${problem ? ` ${FILES_INPUT_ID}-error` : ''}`}
    >
      <legend className="font-semibold text-ink-800 text-sm">
        {t('form.files')}
        <span className="ms-1 font-normal text-ink-600">({t('form.optional')})</span>
      </legend>
      <p id={`${FILES_INPUT_ID}-hint`} className="text-ink-600 text-sm">
        {t('form.filesHint', {
          count: RFQ_FILES_MAX,
          size: formatNumber(lang, ATTACHMENT_MAX_BYTES / 1024 / 1024),
        })}
      </p>
      {files.length > 0 ? (
        <ul aria-label={t('form.filesChosen')} className="flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              key={`${file.name}-${index}`}
              className="flex min-w-0 items-center gap-1 rounded-md bg-sand-100 py-1 ps-2 pe-1 text-sm"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
              <bdi className="min-w-0 wrap-anywhere">{file.name}</bdi>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('form.removeFile', { name: file.name })}
                onClick={() =>
                  onChange(
                    files.filter((_, other) => other !== index),
                    null,
                  )
                }
                className="rounded p-1.5 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={FILES_INPUT_ID}
        className={`inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md border border-sand-300 bg-white px-3 font-semibold text-ink-800 text-sm hover:bg-sand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${disabled || full ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {t('form.addFiles')}
        <input
          id={FILES_INPUT_ID}
          type="file"
          multiple
          accept={RFQ_FILE_ACCEPT}
          disabled={disabled || full}
          onChange={pick}
          aria-invalid={problem ? true : undefined}
          className="sr-only"
        />
      </label>
      <p id={`${FILES_INPUT_ID}-error`} role="alert" className="text-red-800 text-sm empty:hidden">
        {problem}
      </p>
    </fieldset>
  )
}
