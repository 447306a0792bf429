import { isLang } from '@caravanserai/contracts/languages'
import { Link, useParams } from 'react-router'
import { formatNumber } from '../lib/format.ts'
import { useTranslation } from '../lib/use-translation.tsx'

/** A large 404, a floating logo, a message and a button home (to /, which picks the language). */
export function NotFoundPage() {
  const { t } = useTranslation()
  const { lang } = useParams()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-16 text-center">
      <img
        src="/logo.svg"
        alt={t('notFound.logoAlt')}
        width={96}
        height={96}
        className="motion-safe:animate-float size-24"
      />
      <p aria-hidden="true" className="font-black text-8xl text-teal-800 tracking-tight">
        {formatNumber(isLang(lang) ? lang : 'en', 404, { useGrouping: false })}
      </p>
      <h1 className="font-bold text-3xl">{t('notFound.title')}</h1>
      <p className="text-ink-700">{t('notFound.message')}</p>
      <Link
        to="/"
        className="rounded-md bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        {t('notFound.goHome')}
      </Link>
    </section>
  )
}
