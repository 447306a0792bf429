import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { FaqList } from './faq-list.tsx'
import { usePageLang } from './page-lang.ts'

export function FaqPage() {
  const { t } = useTranslation('pages')
  const lang = usePageLang()
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:py-16">
      <header className="space-y-3">
        <h1 className="font-bold text-3xl text-ink-900 sm:text-4xl">{t('faq.title')}</h1>
        <p className="text-ink-700 text-lg leading-relaxed">{t('faq.lead')}</p>
      </header>
      <FaqList />
      <aside className="flex flex-col gap-3 rounded-2xl bg-teal-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-xl">{t('faq.more.title')}</p>
          <p className="text-sand-100">{t('faq.more.text')}</p>
        </div>
        <Link
          to={localizedPath('/contact', lang)}
          className="self-start rounded-md bg-saffron-500 px-5 py-2.5 font-semibold text-ink-900 hover:bg-saffron-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:self-auto"
        >
          {t('faq.more.link')}
        </Link>
      </aside>
    </div>
  )
}
