import { Input } from '../../../components/ui/input.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from './filter-form.tsx'

/**
 * Search by order number or buyer (or what `label` and `hint` name on other console lists);
 * submitting applies it, the clear button removes it.
 */
export function ListSearch({
  value,
  onSearch,
  label,
  hint,
}: {
  value: string
  onSearch: (search: string) => void
  label?: string
  hint?: string
}) {
  const { t } = useTranslation('ops')
  const searchHint = hint ?? t('queue.searchHint')
  const { fields, bind } = useFilterFields({ search: value })

  return (
    <FilterForm
      apply={t('queue.search')}
      clear={t('queue.clearSearch')}
      onApply={() => onSearch(fields.search.trim())}
      onClear={value ? () => onSearch('') : null}
    >
      <FilterField id="ops-search" label={label ?? t('queue.searchLabel')} className="min-w-0 flex-1">
        <Input
          id="ops-search"
          type="search"
          maxLength={200}
          {...bind('search')}
          placeholder={searchHint}
          aria-describedby="ops-search-hint"
        />
        <p id="ops-search-hint" className="sr-only">
          {searchHint}
        </p>
      </FilterField>
    </FilterForm>
  )
}
