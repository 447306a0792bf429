import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { attributesQuery } from '../../api/attributes.ts'
import { categoriesQuery } from '../../api/categories.ts'
import { productTypesQuery } from '../../api/product-types.ts'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { Select } from '../../components/ui/select.tsx'
import { useApi } from '../../lib/api.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AttributeFilter } from './attribute-filter.tsx'
import {
  type FilterState,
  SORTS,
  type Sort,
  withAttributeValue,
  withCategory,
  withoutAttributeValue,
  withPriceRange,
  withProductType,
  withSort,
  withVerifiedOnly,
} from './filter-state.ts'
import { boundsIn, priceScale } from './price-bounds.ts'
import { PriceRange } from './price-range.tsx'
import { usePriceCurrency } from './use-price-currency.ts'

export function SortSelect({
  value,
  onChange,
  className = '',
}: {
  value: Sort
  onChange: (sort: Sort) => void
  className?: string
}) {
  const { t } = useTranslation('catalog')
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-sm">
        {t('filters.sort')}
      </label>
      <Select id={id} name="sort" value={value} onChange={(e) => onChange(e.target.value as Sort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}

/**
 * The catalogue's filter controls (docs/product.md#catalogue-filters), shared by the desktop
 * sidebar and the phone panel. The selects and sliders carry the URL's names, so inside a GET form
 * they work without scripts.
 */
export function FilterControls({
  lang,
  state,
  onChange,
}: {
  lang: Lang
  state: FilterState
  onChange: (next: FilterState) => void
}) {
  const { t } = useTranslation('catalog')
  const api = useApi()
  const id = useId()
  const categories = useQuery(categoriesQuery(api, lang))
  const types = useQuery(productTypesQuery(api, lang, state.category))
  const attributes = useQuery(attributesQuery(api, lang, state.productType))
  const money = usePriceCurrency()
  const noCategory = state.category === ''

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block font-semibold text-sm">
          {t('filters.category')}
        </label>
        <Select
          id={`${id}-category`}
          name="category"
          value={state.category}
          onChange={(e) => onChange(withCategory(state, e.target.value))}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1.5 block font-semibold text-sm">
          {t('filters.productType')}
        </label>
        <Select
          id={`${id}-type`}
          name="product_type"
          value={state.productType}
          disabled={noCategory}
          aria-describedby={noCategory ? `${id}-type-hint` : undefined}
          onChange={(e) => onChange(withProductType(state, e.target.value))}
        >
          <option value="">{t('filters.allTypes')}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </Select>
        {noCategory ? (
          <p id={`${id}-type-hint`} className="mt-1.5 text-ink-600 text-xs">
            {t('filters.selectCategoryFirst')}
          </p>
        ) : null}
      </div>
      <Checkbox
        name="verified_producers"
        value="true"
        checked={state.verifiedOnly}
        onChange={(e) => onChange(withVerifiedOnly(state, e.target.checked))}
        label={<span className="font-semibold">{t('filters.verifiedOnly')}</span>}
      />
      {/* The typed bounds are in this currency: a form sent without scripts says so. */}
      <input type="hidden" name="currency" value={money.currency} />
      <PriceRange
        lang={lang}
        value={boundsIn(state.priceRange, state.priceCurrency, money.currency, money.rates)}
        currency={money.currency}
        scale={priceScale(money.rate)}
        onChange={(range) => {
          const next = withPriceRange(state, range, money.currency)
          // A minimum above the maximum is refused (the typed bounds say so beside them).
          if (next) onChange(next)
          else console.warn('Price range refused: the minimum is above the maximum')
          return next !== null
        }}
      />
      {state.productType && (attributes.data?.length ?? 0) > 0 ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold text-sm">{t('filters.attributes')}</legend>
          {attributes.data?.map((attribute) => {
            const key = String(attribute.id)
            return (
              <AttributeFilter
                key={attribute.id}
                attribute={attribute}
                values={state.attributeFilters[key] ?? []}
                onAdd={(value) => {
                  const next = withAttributeValue(state, key, value)
                  if (next) onChange(next)
                }}
                onRemove={(value) => onChange(withoutAttributeValue(state, key, value))}
              />
            )
          })}
        </fieldset>
      ) : null}
      <SortSelect value={state.sort} onChange={(sort) => onChange(withSort(state, sort))} />
    </div>
  )
}
