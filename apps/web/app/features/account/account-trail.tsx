import type { Lang } from '@caravanserai/contracts/languages'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** Breadcrumbs of the account area: My account › the current page. */
export function AccountTrail({ lang, current }: { lang: Lang; current: string }) {
  const { t } = useTranslation('account')
  return (
    <nav aria-label={t('trail.label')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-600 text-sm">
        <li>
          <Link
            to={localizedPath('/account', lang)}
            className="rounded text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {t('account.title')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 rtl:-scale-x-100" />
        </li>
        <li aria-current="page" className="text-ink-800">
          {current}
        </li>
      </ol>
    </nav>
  )
}
