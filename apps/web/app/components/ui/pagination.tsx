import { isLang } from '@caravanserai/contracts/languages'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Link, useParams } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { pageWindow } from './page-window.ts'

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-700'

/**
 * Numbered pages (docs/product.md#pagination): hidden for a single page; previous and next disabled
 * at the ends; 'Page X of Y'. Each page is a real link (it works without scripts); with scripts
 * `onPage` takes the change and the window scrolls smoothly to the top.
 */
export function Pagination({
  page,
  total,
  hrefFor,
  onPage,
}: {
  page: number
  total: number
  hrefFor: (page: number) => string
  onPage?: (page: number) => void
}) {
  const { t } = useTranslation()
  const params = useParams()
  const lang = isLang(params.lang) ? params.lang : 'en'
  if (total <= 1) return null
  const n = (value: number) => formatNumber(lang, value)

  function go(target: number) {
    return (event: MouseEvent) => {
      if (!onPage) return
      event.preventDefault()
      if (target < 1 || target > total || target === page) return
      onPage(target)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
  }

  const edge = (target: number, label: string, icon: React.ReactNode) =>
    target < 1 || target > total ? (
      <span aria-disabled="true" className={`${itemClass} text-ink-500`}>
        {icon}
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        onClick={go(target)}
        rel={target < page ? 'prev' : 'next'}
        className={`${itemClass} text-ink-800 hover:bg-sand-100`}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </Link>
    )

  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {edge(
            page - 1,
            t('pagination.previous'),
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
          )}
        </li>
        {pageWindow(page, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n(item) })}
                className={`${itemClass} ${item === page ? 'bg-teal-800 text-white' : 'text-ink-800 hover:bg-sand-100'}`}
              >
                {n(item)}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-ink-600">
              …
            </li>
          ),
        )}
        <li>
          {edge(
            page + 1,
            t('pagination.next'),
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
          )}
        </li>
      </ul>
      <p className="text-ink-600 text-sm">{t('pagination.indicator', { page: n(page), total: n(total) })}</p>
    </nav>
  )
}
