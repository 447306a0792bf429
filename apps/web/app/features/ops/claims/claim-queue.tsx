import { CLAIM_STATES } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import { CLAIM_FIRST_ANSWER_HOURS, CLAIMS_PAGE_SIZE } from '@caravanserai/contracts/ops-claims'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { opsClaimQueueQuery } from '../../../api/ops-claims.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListPage } from '../console/list-page.tsx'
import { ListEmpty, ListLoading } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { StatusLinks } from '../console/status-links.tsx'
import { claimQueueFrom, claimQueueSearch } from './claim-queue-params.ts'
import { ClaimQueueTable } from './claim-queue-table.tsx'

/**
 * The claims queue (docs/decisions/044-claims.md): open claims, the longest waiting first, 20 a
 * page, each leading to its order, where it is answered, with the hours promised for a first
 * answer said above them; or the claims resolved one way. State and page live in the address.
 */
export function ClaimQueue({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const [params] = useSearchParams()
  const query = claimQueueFrom(params)
  const claims = useQuery(opsClaimQueueQuery(useApi(), operator.id, lang, query))
  const open = query.state === 'open'
  const now = new Date()

  return (
    <ListPage
      id="ops-claims-title"
      title={t(`claims.queue.titles.${query.state}`)}
      intro={t('claims.queue.intro', { count: CLAIM_FIRST_ANSWER_HOURS })}
      refresh={t('claims.queue.refresh')}
      filters={
        <StatusLinks
          label={t('claims.queue.filter')}
          statuses={CLAIM_STATES}
          current={query.state}
          all={false}
          hrefOf={(state) => claimQueueSearch({ state: state ?? 'open', page: 1 }) || '?'}
          nameOf={(state) => t(`claims.states.${state ?? 'open'}`)}
        />
      }
      summary={(count) => t('claims.queue.showing', { count, formatted: formatNumber(lang, count) })}
      query={claims}
      loading={<ListLoading label={t('claims.queue.loading')} rows={5} />}
      failed={t('claims.queue.failed')}
      empty={<ListEmpty>{t(`claims.queue.empty.${open ? 'open' : 'other'}`)}</ListEmpty>}
      page={query.page}
      pageSize={CLAIMS_PAGE_SIZE}
      pageSearch={(page) => claimQueueSearch({ ...query, page })}
    >
      {(rows) => <ClaimQueueTable lang={lang} claims={rows} open={open} now={now} />}
    </ListPage>
  )
}
