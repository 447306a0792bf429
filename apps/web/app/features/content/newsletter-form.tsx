import { type NewsletterBody, NewsletterBodySchema } from '@caravanserai/contracts/content'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '../../root.tsx'
import { apiAddress, postContent } from './content-api.ts'
import { fieldMessage } from './field-message.ts'
import { usePageLang } from './page-lang.ts'

/**
 * The footer's newsletter sign-up (SPEC §1). The API answers the same whether or not the address
 * was already subscribed, and the subscription starts only from the emailed link (double opt-in).
 */
export function NewsletterForm() {
  const { t } = useTranslation('content')
  const lang = usePageLang()
  const apiUrl = useRouteLoaderData<typeof rootLoader>('root')?.config.apiUrl ?? '/api'
  const [hydrated, setHydrated] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useForm<NewsletterBody>({
    resolver: zodResolver(NewsletterBodySchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState
  useEffect(() => setHydrated(true), [])

  const onValid = async (values: NewsletterBody) => {
    setOutcome(null)
    const result = await postContent(apiAddress(apiUrl, '/newsletter/'), lang, values)
    if (result.ok) {
      form.reset({ email: '' })
      setOutcome({ ok: true, text: result.detail })
    } else if (result.kind === 'invalid' && result.fields.email) {
      form.setError(
        'email',
        { type: 'server', message: result.fields.email.join(' ') },
        { shouldFocus: true },
      )
    } else if (result.kind === 'rateLimited') {
      setOutcome({ ok: false, text: result.detail })
    } else {
      setOutcome({ ok: false, text: t('newsletter.failed') })
    }
  }

  const error = fieldMessage(t, errors.email)
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby="newsletter-title"
      className="space-y-2"
    >
      <h2 id="newsletter-title" className="font-semibold text-saffron-300 text-sm uppercase tracking-wide">
        {t('newsletter.title')}
      </h2>
      <p className="text-sand-200 text-sm">{t('newsletter.text')}</p>
      <div className="flex max-w-md gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-md border border-teal-800 bg-teal-900 px-3 py-2 text-sm text-white placeholder:text-sand-300 focus:outline-2 focus:outline-saffron-300"
          {...form.register('email')}
        />
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          className="shrink-0 rounded-md bg-saffron-500 px-4 py-2 font-semibold text-ink-900 text-sm hover:bg-saffron-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-300 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      {error ? (
        <p id="newsletter-error" className="text-saffron-300 text-sm">
          {error}
        </p>
      ) : null}
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'text-sm text-teal-100' : 'text-saffron-300 text-sm'}
        >
          {outcome.text}
        </p>
      ) : null}
      <noscript>
        <p className="text-sand-300 text-xs">{t('newsletter.noScript')}</p>
      </noscript>
    </form>
  )
}
