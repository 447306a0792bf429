import { type FormEvent, useEffect, useId, useState } from 'react'
import { subscribeToNewsletter } from '../../api/content.ts'
import { useApi } from '../../lib/api.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

type Outcome = { kind: 'sent' | 'error'; text: string }

/**
 * The footer's newsletter sign-up (docs/product.md#newsletter), on every page, so it stays small:
 * no form library, no schema and no mutation hook in the browser. A blank box is caught here; the
 * API checks the address against the contract and answers in the page language. It answers alike
 * whether or not the address was already subscribed, and the subscription starts only from the
 * emailed link (double opt-in).
 */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter')
  const api = useApi()
  const id = useId()
  const [hydrated, setHydrated] = useState(false)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  useEffect(() => setHydrated(true), [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome(null)
    if (!email.trim()) {
      setFieldError(t('emailRequired'))
      return
    }
    setFieldError(null)
    setSending(true)
    const result = await subscribeToNewsletter(api, email.trim()).finally(() => setSending(false))
    if (result.ok) {
      setEmail('')
      setOutcome({ kind: 'sent', text: result.detail })
    } else if (result.kind === 'invalid' && result.fields.email) {
      setFieldError(result.fields.email.join(' '))
    } else if (result.kind === 'rateLimited') {
      setOutcome({ kind: 'error', text: result.detail })
    } else {
      setOutcome({ kind: 'error', text: t('failed') })
    }
  }

  const inputId = `${id}-email`
  const errorId = `${id}-error`
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-semibold text-saffron-300 text-sm uppercase tracking-wide">
        {t('title')}
      </h2>
      <p className="text-sand-200 text-sm">{t('text')}</p>
      <div className="flex max-w-md gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('email')}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-teal-800 bg-teal-900 px-3 py-2 text-sm text-white placeholder:text-sand-300 focus:outline-2 focus:outline-saffron-300"
        />
        <button
          type="submit"
          disabled={!hydrated || sending}
          className="shrink-0 rounded-md bg-saffron-500 px-4 py-2 font-semibold text-ink-900 text-sm hover:bg-saffron-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-300 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? t('sending') : t('submit')}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="text-saffron-300 text-sm">
          {fieldError}
        </p>
      ) : null}
      {outcome ? (
        <p
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
          className={outcome.kind === 'sent' ? 'text-sm text-teal-100' : 'text-saffron-300 text-sm'}
        >
          {outcome.text}
        </p>
      ) : null}
      <noscript>
        <p className="text-sand-300 text-xs">{t('noScript')}</p>
      </noscript>
    </form>
  )
}
