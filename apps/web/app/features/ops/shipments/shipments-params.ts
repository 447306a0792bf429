import { SHIPMENT_VIEWS, type ShipmentView } from '@caravanserai/contracts/ops-shipments'
import { pagesOf } from '../console/list-params.ts'

// The console's shipments view (docs/product.md#shipments): which view, destination, search and
// page, all kept in the address so a view can be shared.

export type ShipmentFilters = { view: ShipmentView; destination: number | null; search: string; page: number }

export const SHIPMENTS_PAGE_SIZE = 25
const SEARCH_MAX = 200

export function shipmentFiltersFrom(params: URLSearchParams): ShipmentFilters {
  const view = params.get('view')
  const destination = Number(params.get('destination'))
  const page = Number(params.get('page'))
  return {
    view: SHIPMENT_VIEWS.find((v) => v === view) ?? 'in_transit',
    destination: Number.isInteger(destination) && destination > 0 ? destination : null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** `?…` for a link to the view with these filters: only what differs from the defaults. */
export function shipmentSearchOf(filters: ShipmentFilters): string {
  const params = new URLSearchParams()
  if (filters.view !== 'in_transit') params.set('view', filters.view)
  if (filters.destination) params.set('destination', String(filters.destination))
  if (filters.search) params.set('search', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The query of GET /ops/shipments/ for these filters. */
export function shipmentApiQuery(filters: ShipmentFilters) {
  return {
    view: filters.view,
    destination: filters.destination ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: SHIPMENTS_PAGE_SIZE,
  }
}

export const shipmentPages = (count: number) => pagesOf(count, SHIPMENTS_PAGE_SIZE)
