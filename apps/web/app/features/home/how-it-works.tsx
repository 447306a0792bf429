import type { Lang } from '@caravanserai/contracts/languages'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useClaimWindow } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

const STEPS = ['find', 'ship', 'receive'] as const

/** How it works (docs/product.md#home): three numbered steps and a contact button. */
export function HowItWorks({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home')
  // Receiving the goods: a claim within the shop's claim window.
  const { days } = useClaimWindow()
  return (
    <section aria-labelledby="how-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="how-title" className="font-bold text-3xl">
          {t('how.title')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-sand-200 bg-sand-50 p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-teal-800 font-bold text-white"
              >
                {formatNumber(lang, index + 1)}
              </span>
              <h3 className="mt-4 font-semibold text-lg">{t(`how.${step}.title`)}</h3>
              <p className="mt-2 text-ink-700">{t(`how.${step}.text`, { days })}</p>
            </li>
          ))}
        </ol>
        <Link to={localizedPath('/contact', lang)} className={buttonClass({ size: 'lg' }, 'mt-8')}>
          {t('how.contact')}
        </Link>
      </div>
    </section>
  )
}
