import type { Lang } from '@caravanserai/contracts/languages'
import { X } from 'lucide-react'
import type { Attribute } from '../../api/attributes.ts'
import type { Category } from '../../api/categories.ts'
import type { ProductType } from '../../api/product-types.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type Chip, chipsOf, type FilterState, withoutChip } from './filter-state.ts'
import { boundsIn } from './price-bounds.ts'
import { priceRangeText } from './price-range.tsx'
import { usePriceCurrency } from './use-price-currency.ts'

export type ChipNames = {
  categories?: Category[]
  types?: ProductType[]
  attributes?: Attribute[]
  suppliers?: { id: number; name: string }[]
}

function useChipLabel(lang: Lang, state: FilterState, names: ChipNames) {
  const { t } = useTranslation('catalog')
  const money = usePriceCurrency()
  const byId = <T extends { id: number; name: string }>(list: T[] | undefined, id: string) =>
    list?.find((item) => String(item.id) === id)?.name ?? `#${id}`
  return (chip: Chip): string => {
    switch (chip.kind) {
      case 'search':
        return `${t('chips.search')}: ${state.search.trim()}`
      case 'category':
        return byId(names.categories, state.category)
      case 'productType':
        return byId(names.types, state.productType)
      case 'producer':
        return `${t('chips.supplier')}: ${byId(names.suppliers, state.producer)}`
      case 'verified':
        return t('chips.verified')
      case 'price':
        return `${t('filters.price', { currency: money.currency })}: ${priceRangeText(
          lang,
          boundsIn(state.priceRange, state.priceCurrency, money.currency, money.rates),
          t('filters.noRange'),
        )}`
      case 'sort':
        return `${t('filters.sort')}: ${t(`sort.${state.sort}`)}`
      case 'attribute':
        return `${byId(names.attributes, chip.attributeId)}: ${chip.value}`
    }
  }
}

/** One chip per active filter; removing one clears it (and what depends on it). */
export function FilterChips({
  lang,
  state,
  names,
  onChange,
}: {
  lang: Lang
  state: FilterState
  names: ChipNames
  onChange: (next: FilterState) => void
}) {
  const { t } = useTranslation('catalog')
  const label = useChipLabel(lang, state, names)
  const chips = chipsOf(state)
  if (chips.length === 0) return null
  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const text = label(chip)
        return (
          <li key={chip.kind === 'attribute' ? `a-${chip.attributeId}-${chip.value}` : chip.kind}>
            <button
              type="button"
              onClick={() => onChange(withoutChip(state, chip))}
              aria-label={t('chips.remove', { label: text })}
              className="inline-flex max-w-64 items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 px-3 py-1 text-sm text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span className="truncate">{text}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
