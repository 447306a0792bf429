import type { Lang } from '@caravanserai/contracts/languages'
import { SHIPMENT_VIEWS } from '@caravanserai/contracts/ops-shipments'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useSearchParams } from 'react-router'
import { opsDestinationsQuery } from '../../../api/ops-destinations.ts'
import { opsShipmentsQuery } from '../../../api/ops-shipments.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListPage } from '../console/list-page.tsx'
import { useOperator } from '../console/ops-context.ts'
import { StatusLinks } from '../console/status-links.tsx'
import { MilestoneImport } from './milestone-import.tsx'
import { ShipmentFilterForm } from './shipment-filters.tsx'
import {
  SHIPMENTS_PAGE_SIZE,
  shipmentApiQuery,
  shipmentFiltersFrom,
  shipmentSearchOf,
} from './shipments-params.ts'
import { ShipmentsTable } from './shipments-table.tsx'

/**
 * The console's shipments (docs/product.md#shipments): in transit, late, arriving this week or
 * delivered, with how many each view holds, by destination and search, paged; beside them the
 * import of milestones from a carrier's CSV.
 */
export function ShipmentsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments.view' })
  const api = useApi()
  const operator = useOperator()
  const { pathname, search } = useLocation()
  const [params] = useSearchParams()
  const filters = shipmentFiltersFrom(params)
  const list = useQuery(opsShipmentsQuery(api, operator.id, lang, shipmentApiQuery(filters)))
  const destinations = useQuery(opsDestinationsQuery(api, operator.id, lang))
  const counts = list.data?.counts

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <ListPage
        id="ops-shipments-title"
        title={t('title')}
        intro={t('intro')}
        refresh={t('refresh')}
        filters={
          <div className="space-y-3">
            <StatusLinks
              label={t('views')}
              statuses={SHIPMENT_VIEWS}
              current={filters.view}
              all={false}
              hrefOf={(view) =>
                `${pathname}${shipmentSearchOf({ ...filters, view: view ?? 'in_transit', page: 1 })}`
              }
              nameOf={(view) =>
                counts && view
                  ? t('viewCount', { view: t(`name.${view}`), n: formatNumber(lang, counts[view] ?? 0) })
                  : t(`name.${view ?? 'in_transit'}`)
              }
            />
            <ShipmentFilterForm filters={filters} destinations={destinations.data ?? []} />
          </div>
        }
        summary={(count) =>
          filters.search
            ? t('showingFor', { count, formatted: formatNumber(lang, count), search: filters.search })
            : t('showing', { count, formatted: formatNumber(lang, count) })
        }
        query={list}
        loading={
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        }
        failed={t('failed')}
        empty={
          <div className="rounded-lg bg-white p-8 text-center ring-1 ring-sand-200">
            <p className="font-semibold text-ink-900">{t(`empty.${filters.view}`)}</p>
          </div>
        }
        page={filters.page}
        pageSize={SHIPMENTS_PAGE_SIZE}
        pageSearch={(page) => shipmentSearchOf({ ...filters, page })}
      >
        {(rows) => <ShipmentsTable lang={lang} rows={rows} from={`${pathname}${search}`} />}
      </ListPage>
      <aside className="min-w-0">
        <MilestoneImport lang={lang} />
      </aside>
    </div>
  )
}
