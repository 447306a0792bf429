import type { Lang } from '@caravanserai/contracts/languages'
import { RFQ_PAGE_SIZE } from '@caravanserai/contracts/rfqs'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { rfqListQuery } from '../../api/rfqs.ts'
import { RatesNote } from '../../components/price.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { localizedPath } from '../../lib/links.ts'
import { pageOf } from '../../lib/route-params.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { RfqCard } from './rfq-card.tsx'
import { EmptyState, RowsSkeleton } from './rfq-states.tsx'

function hrefFor(page: number) {
  return page > 1 ? `?page=${page}` : '?'
}

/**
 * The buyer's requests for quotation (docs/product.md#requests-for-quotation): newest first, 10 a
 * page, the page in the URL.
 */
export function RfqList({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const rfqs = useQuery({ ...rfqListQuery(api, user.id, lang, page), placeholderData: keepPreviousData })

  if (rfqs.isError) {
    // A page past the last one (say, from an old link) is not an error worth a retry.
    if (rfqs.error instanceof ApiError && rfqs.error.status === 404 && page > 1) {
      return (
        <EmptyState title={t('list.noPage')}>
          <Link to="?" className={buttonClass({ variant: 'outline' })}>
            {t('list.firstPage')}
          </Link>
        </EmptyState>
      )
    }
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(rfqs.error)}
        retry={t('states.retry')}
        onRetry={() => void rfqs.refetch()}
      />
    )
  }
  if (!rfqs.data) return <RowsSkeleton rows={3} label={t('list.loading')} />
  if (rfqs.data.count === 0) {
    return (
      <EmptyState title={t('list.empty')}>
        <p className="max-w-md text-ink-700">{t('list.emptyHint')}</p>
        <Link to={localizedPath('/rfqs/new', lang)} className={buttonClass()}>
          {t('list.new')}
        </Link>
      </EmptyState>
    )
  }
  const total = Math.max(1, Math.ceil(rfqs.data.count / RFQ_PAGE_SIZE))
  return (
    <div aria-busy={rfqs.isPlaceholderData || undefined}>
      <ul className={`space-y-3 ${rfqs.isPlaceholderData ? 'opacity-60' : ''}`}>
        {rfqs.data.results.map((rfq) => (
          <li key={rfq.id}>
            <RfqCard lang={lang} rfq={rfq} />
          </li>
        ))}
      </ul>
      <RatesNote lang={lang} className="mt-3" />
      <Pagination
        page={page}
        total={total}
        hrefFor={hrefFor}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </div>
  )
}
