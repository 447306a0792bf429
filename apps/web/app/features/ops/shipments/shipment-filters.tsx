import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { useLocation, useNavigate } from 'react-router'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from '../console/filter-form.tsx'
import { type ShipmentFilters, shipmentSearchOf } from './shipments-params.ts'

/** The destination and the search (tracking or order number) of the shipments view, applied together. */
export function ShipmentFilterForm({
  filters,
  destinations,
}: {
  filters: ShipmentFilters
  destinations: OpsDestination[]
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments.view' })
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { fields, bind } = useFilterFields({
    destination: filters.destination ? String(filters.destination) : '',
    search: filters.search,
  })
  const filtered = filters.destination !== null || filters.search !== ''
  return (
    <FilterForm
      label={t('filters')}
      apply={t('apply')}
      clear={t('clear')}
      onApply={() =>
        void navigate(
          `${pathname}${shipmentSearchOf({
            ...filters,
            destination: Number(fields.destination) || null,
            search: fields.search.trim(),
            page: 1,
          })}`,
        )
      }
      onClear={
        filtered
          ? () =>
              void navigate(
                `${pathname}${shipmentSearchOf({ ...filters, destination: null, search: '', page: 1 })}`,
              )
          : null
      }
    >
      <FilterField id="ops-shipments-destination" label={t('destination')} className="w-full sm:w-64">
        <Select id="ops-shipments-destination" {...bind('destination')}>
          <option value="">{t('allDestinations')}</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.name}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="ops-shipments-search" label={t('search')} className="w-full sm:w-64">
        <Input id="ops-shipments-search" type="search" maxLength={200} {...bind('search')} />
      </FilterField>
    </FilterForm>
  )
}
