import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { createRfq, rfqsKeys, uploadRfqFile } from '../../api/rfqs.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { FILES_INPUT_ID, RfqFilesField } from './rfq-files-field.tsx'
import { ErrorSummary, useRfqFieldText } from './rfq-form-errors.tsx'
import { RfqFormFields } from './rfq-form-fields.tsx'
import {
  EMPTY_RFQ,
  localDay,
  RFQ_FIELDS,
  type RfqFormInput,
  type RfqFormOutput,
  rfqFormSchema,
} from './rfq-form-values.ts'
import { errorCode } from './rfq-stage.ts'
import { VerifyEmailLink } from './rfq-states.tsx'

type Named = { id: number; name: string }

/** What kept the request from going, said above the form; an unverified email gets the way out. */
type Problem = { lines: string[]; unverified?: boolean }

/** An upload the server refused or could not take: which file, and why. */
class UploadFailed extends Error {
  constructor(
    readonly file: File,
    readonly failure: unknown,
  ) {
    super(`Uploading ${file.name} failed`)
  }
}

/** The server's own words about a refusal (the file field's messages, or its detail), if any. */
function serverWords(error: ApiError): string | null {
  if (error.status === TIMEOUT_STATUS || error.status >= 500) return null
  return formMessages(error, []).join(' ') || error.fieldErrors.file?.join(' ') || null
}

/**
 * The request for quotation (docs/product.md#requests-for-quotation): what is wanted (a catalogue
 * `product`, locked in, or a title and category), how much and at what hoped-for price, where and
 * by when, and files. The files are uploaded when it is sent, each once however often the request
 * is tried; then the request opens its own page.
 */
export function RfqForm({
  lang,
  user,
  product,
  variation,
  categories,
  destinations,
}: {
  lang: Lang
  user: SessionUser
  product: ProductDetail | null
  variation: number | null
  categories: Named[]
  destinations: Named[]
}) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const today = useMemo(() => localDay(new Date()), [])
  const schema = useMemo(() => rfqFormSchema(lang, today, product?.id ?? null), [lang, today, product])
  const variations = product?.product_variations ?? []
  const preset =
    variations.find((v) => v.id === variation) ?? (variations.length === 1 ? variations[0] : undefined)
  const form = useForm<RfqFormInput, unknown, RfqFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_RFQ, product_variation: preset ? String(preset.id) : '' },
  })
  const [files, setFiles] = useState<readonly File[]>([])
  const [filesProblem, setFilesProblem] = useState<string | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const uploaded = useRef(new WeakMap<File, number>())
  const fieldText = useRfqFieldText(lang)
  const errorOf = (field: (typeof RFQ_FIELDS)[number]) => fieldText(field, form.formState.errors[field])

  async function uploadAll(): Promise<number[]> {
    const ids: number[] = []
    for (const file of files) {
      let id = uploaded.current.get(file)
      if (id === undefined) {
        try {
          id = (await uploadRfqFile(api, lang, file)).id
        } catch (failure) {
          throw new UploadFailed(file, failure)
        }
        uploaded.current.set(file, id)
      }
      ids.push(id)
    }
    return ids
  }

  const send = useMutation({
    mutationFn: async (body: RfqFormOutput) => createRfq(api, lang, { ...body, files: await uploadAll() }),
  })

  function sent(rfq: Rfq) {
    queryClient.setQueryData(rfqsKeys.detail(user.id, lang, rfq.id), rfq)
    void queryClient.invalidateQueries({ queryKey: rfqsKeys.lists(user.id) })
    notify.success(t('form.sent'))
    void navigate(localizedPath(`/rfqs/${rfq.id}`, lang))
  }

  function failed(error: unknown) {
    const cause = error instanceof UploadFailed ? error.failure : error
    if (!(cause instanceof ApiError)) {
      console.error('Sending the request for quotation failed:', cause)
      setProblem({ lines: [t('form.tryLater')] })
      return
    }
    // An expired session is told by the session keeper, which ends it.
    if (cause.status === 401) return
    if (error instanceof UploadFailed) {
      const reason = serverWords(cause)
      setFilesProblem(
        reason
          ? t('files.refused', { name: error.file.name, reason })
          : t('files.uploadFailed', { name: error.file.name }),
      )
      document.getElementById(FILES_INPUT_ID)?.focus()
      return
    }
    mapFieldErrors(form, cause, RFQ_FIELDS)
    const fileWords = cause.fieldErrors.files?.join(' ')
    if (fileWords) setFilesProblem(fileWords)
    const lines = formMessages(cause, [...RFQ_FIELDS, 'files'])
    if (cause.status === 429) setProblem({ lines: [t('form.tooMany')] })
    else if (lines.length > 0) setProblem({ lines, unverified: errorCode(cause) === 'rfqs.emailNotVerified' })
    else if (cause.status === TIMEOUT_STATUS || cause.status >= 500)
      setProblem({ lines: [t('form.tryLater')] })
  }

  const busy = send.isPending || send.isSuccess
  function onValid(body: RfqFormOutput) {
    if (busy) return
    setProblem(null)
    send.mutate(body, { onSuccess: sent, onError: failed })
  }

  const summary = RFQ_FIELDS.flatMap((field) => {
    const text = errorOf(field)
    return text ? [{ id: `rfq-${field}`, text }] : []
  })
  if (filesProblem) summary.push({ id: FILES_INPUT_ID, text: filesProblem })

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-6"
    >
      {problem ? (
        <Alert title={t('form.failed')} action={problem.unverified ? <VerifyEmailLink lang={lang} /> : null}>
          {problem.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      ) : null}
      {form.formState.submitCount > 0 ? <ErrorSummary items={summary} /> : null}
      <fieldset disabled={busy} className="space-y-6">
        <RfqFormFields
          lang={lang}
          form={form}
          product={product}
          categories={categories}
          destinations={destinations}
          today={today}
          errorOf={errorOf}
        />
        <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
          <RfqFilesField
            lang={lang}
            files={files}
            problem={filesProblem}
            disabled={busy}
            onChange={(next, refused) => {
              setFiles(next)
              setFilesProblem(refused)
            }}
          />
        </section>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? (
            <Spinner className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
        <p className="text-ink-600 text-sm">{t('form.after')}</p>
      </div>
    </form>
  )
}
