import type { Lang } from '@caravanserai/contracts/languages'
import { ArrowLeft, FileQuestionMark, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

export function RowsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  )
}

/** An empty list: an icon, what is (not) there, and where to go next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
      <FileQuestionMark aria-hidden="true" className="size-12 text-ink-500" />
      <p className="font-semibold text-ink-900 text-lg">{title}</p>
      {children}
    </div>
  )
}

/** Another buyer's request, an unknown or a malformed id: the same answer (the API's 404). */
export function RfqNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('rfqs')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <FileQuestionMark aria-hidden="true" className="size-14 text-ink-500" />
      <h1 className="font-bold text-3xl">{t('detail.notFound')}</h1>
      <p className="text-ink-700">{t('detail.notFoundHint')}</p>
      <Link to={localizedPath('/rfqs', lang)} className={buttonClass()}>
        {t('detail.back')}
      </Link>
    </div>
  )
}

/** Back to the buyer's requests. */
export function BackToRfqs({ lang }: { lang: Lang }) {
  const { t } = useTranslation('rfqs')
  return (
    <Link
      to={localizedPath('/rfqs', lang)}
      className="inline-flex items-center gap-1.5 font-semibold text-sm text-teal-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('detail.back')}
    </Link>
  )
}

/**
 * The top of the buyer's requests: the title, a new request, and the way to ask for what the
 * catalogue does not list.
 */
export function RfqListHeader({ lang }: { lang: Lang }) {
  const { t } = useTranslation('rfqs')
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl text-ink-900">{t('list.title')}</h1>
        <Link to={localizedPath('/rfqs/new', lang)} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.new')}
        </Link>
      </div>
      <p className="max-w-3xl text-ink-700">
        {t('list.lead')}{' '}
        <Link to={localizedPath('/rfqs/new', lang)} className="font-semibold text-teal-800 underline">
          {t('list.notInCatalogue')}
        </Link>
      </p>
    </header>
  )
}

/** Asking and accepting need a verified email: the profile page sends a new link. */
export function VerifyEmailLink({ lang }: { lang: Lang }) {
  const { t } = useTranslation('rfqs')
  return (
    <Link to={localizedPath('/profile', lang)} className="font-semibold underline">
      {t('form.verifyEmail')}
    </Link>
  )
}
