import type { Lang } from '@caravanserai/contracts/languages'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** About (docs/product.md#home): the vision, and the way to the trade routes. */
export function About({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="rounded-2xl bg-teal-950 p-8 text-white sm:p-12">
        <h2 id="about-title" className="font-bold text-3xl">
          {t('about.title')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-sand-100 leading-relaxed">{t('about.vision')}</p>
        <p className="mt-4 max-w-3xl text-sand-200">{t('about.markets')}</p>
        <Link
          to={localizedPath('/routes', lang)}
          className={buttonClass({ variant: 'accent', size: 'lg' }, 'mt-8')}
        >
          {t('about.routes')}
        </Link>
      </div>
    </section>
  )
}
