import { CheckCircle2, XCircle } from 'lucide-react'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { usePageLang } from './page-lang.ts'

export type ConfirmationOutcome = { status: 'confirmed' | 'invalid' | 'failed'; detail: string | null }

/** The page the newsletter's confirmation link opens: what happened, and where to go next. */
export function NewsletterConfirmation({ outcome }: { outcome: ConfirmationOutcome }) {
  const { t } = useTranslation('newsletter')
  const lang = usePageLang()
  const confirmed = outcome.status === 'confirmed'
  const Icon = confirmed ? CheckCircle2 : XCircle
  const title = {
    confirmed: t('confirm.confirmedTitle'),
    invalid: t('confirm.invalidTitle'),
    failed: t('confirm.failedTitle'),
  }[outcome.status]
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-16 text-center">
      <Icon aria-hidden="true" className={`size-16 ${confirmed ? 'text-teal-700' : 'text-red-700'}`} />
      <h1 className="font-bold text-3xl text-ink-900">{title}</h1>
      <p className="text-ink-800 text-lg">
        {outcome.status === 'failed' ? t('confirm.failedText') : outcome.detail}
      </p>
      {outcome.status === 'invalid' ? <p className="text-ink-700">{t('confirm.invalidHint')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={localizedPath('/products', lang)}
          className="rounded-md bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          {t('confirm.browse')}
        </Link>
        <Link
          to={localizedPath('/routes', lang)}
          className="rounded-md border border-teal-800 px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          {t('confirm.routes')}
        </Link>
      </div>
    </section>
  )
}
