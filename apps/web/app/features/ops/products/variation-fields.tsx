import { type Lang, LOCALES } from '@caravanserai/contracts/languages'
import type { OpsProduct } from '@caravanserai/contracts/ops-catalog'
import type { OpsAttribute } from '@caravanserai/contracts/ops-taxonomy'
import { WEIGHT_KG_MAX } from '@caravanserai/contracts/product-facts'
import { Plus } from 'lucide-react'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { formatNumber, formatPrice } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type FieldMessage, fieldId, TextField } from './product-fields.tsx'
import {
  NAME_MAX,
  newVariation,
  type ProductDraft,
  type ProductValues,
  VARIATIONS_MAX,
} from './product-form.ts'
import { ReorderButtons } from './reorder-buttons.tsx'
import { TierEditor } from './tier-editor.tsx'
import { VariationImages } from './variation-images.tsx'

type ProductForm = UseFormReturn<ProductValues, unknown, ProductDraft>

const NAME_TEXTS = { required: 'products.fields.nameRequired', too_big: 'fields.tooLong' }
const PRICE_TEXTS = {
  required: 'products.fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.priceTooHigh',
}
const WEIGHT_TEXTS = {
  invalid: 'products.fields.weightInvalid',
  too_small: 'products.fields.weightPositive',
  too_big: 'products.fields.weightTooHigh',
  not_multiple_of: 'products.fields.weightGrams',
  grossBelowNet: 'products.fields.grossBelowNet',
}
const COUNT_TEXTS = {
  invalid: 'products.fields.wholeNumber',
  invalid_type: 'products.fields.wholeNumber',
  too_big: 'products.fields.tooMany',
}

/** The attributes of the product type, one select each, writing the variation's value ids. */
function AttributeSelects({
  form,
  index,
  attributes,
}: {
  form: ProductForm
  index: number
  attributes: OpsAttribute[]
}) {
  const { t } = useTranslation('ops')
  if (attributes.length === 0) return null
  return (
    <Controller
      control={form.control}
      name={`variations.${index}.attribute_values`}
      render={({ field }) => (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {attributes.map((attribute) => {
            const own = new Set(attribute.values.map((v) => v.id))
            const chosen = field.value.find((id) => own.has(id))
            const id = `${fieldId(field.name)}-${attribute.id}`
            return (
              <div key={attribute.id} className="space-y-1.5">
                <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
                  {attribute.name}
                </label>
                <Select
                  id={id}
                  value={chosen ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const others = field.value.filter((v) => !own.has(v))
                    const picked = Number(event.target.value)
                    field.onChange(picked ? [...others, picked] : others)
                  }}
                >
                  <option value="">{t('products.variations.noValue')}</option>
                  {attribute.values.map((value) => (
                    <option key={value.id} value={value.id}>
                      {value.value}
                    </option>
                  ))}
                </Select>
              </div>
            )
          })}
        </div>
      )}
    />
  )
}

/**
 * The product's variations in order (the first is the default, whose price the catalogue shows):
 * added, removed and moved here, saved with the product. Pictures belong to saved variations.
 */
export function VariationFields({
  lang,
  form,
  message,
  attributes,
  product,
}: {
  lang: Lang
  form: ProductForm
  message: FieldMessage
  attributes: OpsAttribute[]
  product: OpsProduct | undefined
}) {
  const { t } = useTranslation('ops')
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'variations',
    keyName: 'key',
  })
  const n = (value: number) => formatNumber(lang, value)
  const maxName = { max: n(NAME_MAX) }

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const path = `variations.${index}` as const
          const number = { number: n(index + 1) }
          const saved = field.id ? product?.variations.find((v) => v.id === field.id) : undefined
          return (
            <li key={field.key}>
              <fieldset className="space-y-4 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
                <legend className="float-start w-full">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-bold text-ink-900">
                      {index === 0
                        ? t('products.variations.default', number)
                        : t('products.variations.title', number)}
                    </span>
                    <ReorderButtons
                      index={index}
                      count={fields.length}
                      minimum={1}
                      labels={{
                        earlier: t('products.variations.earlier', number),
                        later: t('products.variations.later', number),
                        remove: t('products.variations.remove', number),
                      }}
                      onMove={(step) => move(index, index + step)}
                      onRemove={() => remove(index)}
                    />
                  </span>
                </legend>
                <div className="clear-both grid gap-3 sm:grid-cols-2">
                  {LOCALES.map((locale) => (
                    <TextField
                      key={locale}
                      label={t('products.variations.name', { language: t(`languages.${locale}`) })}
                      required={locale === 'en'}
                      error={message(`${path}.name.${locale}`, NAME_TEXTS, maxName)}
                      registration={form.register(`${path}.name.${locale}`)}
                    />
                  ))}
                </div>
                <TextField
                  label={t('products.variations.sku')}
                  hint={t('products.variations.skuHint')}
                  dir="ltr"
                  error={message(`${path}.sku`, { invalid: 'products.fields.skuInvalid' })}
                  registration={form.register(`${path}.sku`)}
                />
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    label={t('products.variations.price')}
                    hint={t('products.variations.currency')}
                    required
                    dir="ltr"
                    inputMode="decimal"
                    className="text-end tabular-nums"
                    error={message(`${path}.price`, PRICE_TEXTS, { max: formatPrice(lang, 100_000_000) })}
                    registration={form.register(`${path}.price`)}
                  />
                  <TextField
                    label={t('products.variations.stock')}
                    required
                    dir="ltr"
                    inputMode="numeric"
                    className="text-end tabular-nums"
                    error={message(`${path}.stock`, {
                      ...COUNT_TEXTS,
                      required: 'products.fields.stockRequired',
                      too_small: 'products.fields.stockNegative',
                    })}
                    registration={form.register(`${path}.stock`)}
                  />
                  <TextField
                    label={t('products.variations.minimum')}
                    required
                    dir="ltr"
                    inputMode="numeric"
                    className="text-end tabular-nums"
                    error={message(
                      `${path}.minimum_order_quantity`,
                      {
                        ...COUNT_TEXTS,
                        required: 'products.fields.minimumRequired',
                        too_small: 'products.fields.minimumTooSmall',
                      },
                      { min: n(1) },
                    )}
                    registration={form.register(`${path}.minimum_order_quantity`)}
                  />
                </div>
                <TierEditor lang={lang} form={form} index={index} message={message} />
                <div className="grid gap-3 sm:grid-cols-2">
                  {(['net_weight_kg', 'gross_weight_kg'] as const).map((weight) => (
                    <TextField
                      key={weight}
                      label={t(
                        `products.variations.${weight === 'net_weight_kg' ? 'netWeight' : 'grossWeight'}`,
                      )}
                      hint={t('products.variations.kilograms')}
                      dir="ltr"
                      inputMode="decimal"
                      className="text-end tabular-nums"
                      error={message(`${path}.${weight}`, WEIGHT_TEXTS, {
                        example: n(0.25),
                        max: n(WEIGHT_KG_MAX),
                      })}
                      registration={form.register(`${path}.${weight}`)}
                    />
                  ))}
                </div>
                <AttributeSelects form={form} index={index} attributes={attributes} />
                <div className="space-y-2 border-sand-200 border-t pt-3">
                  <p className="font-semibold text-ink-800 text-sm">{t('products.images.title')}</p>
                  {saved && product ? (
                    <VariationImages
                      lang={lang}
                      productId={product.id}
                      variationId={saved.id}
                      images={saved.images}
                    />
                  ) : (
                    <p className="text-ink-600 text-sm">{t('products.images.saveFirst')}</p>
                  )}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button
        variant="outline"
        disabled={fields.length >= VARIATIONS_MAX}
        onClick={() => append(newVariation(), { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('products.variations.add')}
      </Button>
    </div>
  )
}
