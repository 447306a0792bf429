import type { ContactMessageBody, ContactMessageInput } from '@caravanserai/contracts/content'
import { CONTACT_LIMITS } from '@caravanserai/contracts/content-limits'
import { useMutation } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { sendContactMessage } from '../../api/content.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { lazyCheck } from '../../lib/form-check.ts'
import { fieldMessage, mapFieldErrors } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { useSmallForm } from '../../lib/use-small-form.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { usePageLang } from './page-lang.ts'

type FieldName = keyof ContactMessageInput
const FIELDS: FieldName[] = ['name', 'email', 'company', 'subject', 'message']
const EMPTY: ContactMessageInput = { name: '', email: '', company: '', subject: '', message: '' }
const check = lazyCheck(() => import('./contact-schema.ts').then((m) => m.contactCheck))

/**
 * The contact form (docs/product.md#contact), sent for real: validated by the shared contract
 * before it leaves, then by the API, whose per-field messages (already in the page language)
 * replace ours. Sending needs JavaScript; without it the button stays disabled and a note gives the
 * address.
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('contact')
  const lang = usePageLang()
  const api = useApi()
  const [hydrated, setHydrated] = useState(false)
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<{ title: string; text?: string } | null>(null)
  const form = useSmallForm({ check, defaultValues: EMPTY })
  const { errors, isSubmitting } = form.formState
  const send = useMutation({
    mutationFn: (values: ContactMessageBody) => sendContactMessage(api, values),
  })
  useEffect(() => setHydrated(true), [])

  const onValid = async (values: ContactMessageBody) => {
    setProblem(null)
    const result = await send.mutateAsync(values)
    if (result.ok) {
      form.reset(EMPTY)
      setSent(true)
      return
    }
    if (result.kind === 'invalid') {
      mapFieldErrors(form, result.fields, FIELDS)
      setProblem({ title: t('form.invalid') })
    } else if (result.kind === 'rateLimited') {
      setProblem({ title: t('form.failed'), text: result.detail })
    } else {
      setProblem({ title: t('form.failed'), text: t('form.tryAgain') })
    }
  }

  if (sent) {
    return (
      <div role="status" className="space-y-4 rounded-xl bg-teal-50 p-6 text-teal-950 ring-1 ring-teal-200">
        <p className="flex items-center gap-2 font-bold text-xl">
          <CheckCircle2 aria-hidden="true" className="size-6 text-teal-700" />
          {t('form.sentTitle')}
        </p>
        <p>{t('form.sentText')}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="rounded-md font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-teal-800"
        >
          {t('form.sendAnother')}
        </button>
      </div>
    )
  }

  const field = (name: FieldName) => ({
    name,
    label: t(`form.${name}`),
    error: fieldMessage(t, errors[name], formatNumber(lang, CONTACT_LIMITS[name])),
    registration: form.register(name),
  })

  return (
    <form
      noValidate
      onFocus={check.preload}
      onSubmit={form.handleSubmit(onValid, () => setProblem({ title: t('form.invalid') }))}
      className="space-y-5"
    >
      {problem ? <Alert title={problem.title}>{problem.text ? <p>{problem.text}</p> : null}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} required type="email" autoComplete="email" dir="ltr" />
      </div>
      <FormField {...field('company')} hint={t('form.optional')} autoComplete="organization" />
      <FormField {...field('subject')} required />
      <FormField {...field('message')} required multiline />
      <noscript>
        <p className="rounded-lg bg-sand-100 p-4 text-ink-800">
          {t('form.noScript', { email: supportEmail })}
        </p>
      </noscript>
      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        className="inline-flex items-center justify-center rounded-md bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  )
}
