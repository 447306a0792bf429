import type { Lang } from '@caravanserai/contracts/languages'
import { Plus, Trash2 } from 'lucide-react'
import { Fragment } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { fieldClass } from '../../../components/ui/input.tsx'
import { formatNumber, formatPrice } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type FieldMessage, fieldId } from './product-fields.tsx'
import type { ProductDraft, ProductValues } from './product-form.ts'
import { EXTRA_TIERS_MAX, newTier } from './tier-form.ts'

type ProductForm = UseFormReturn<ProductValues, unknown, ProductDraft>

const QUANTITY_TEXTS = {
  required: 'products.tiers.quantityRequired',
  invalid: 'products.fields.wholeNumber',
  invalid_type: 'products.fields.wholeNumber',
  too_small: 'products.tiers.ascending',
  too_big: 'products.fields.tooMany',
  'ops.tiersAscending': 'products.tiers.ascending',
}
const PRICE_TEXTS = {
  required: 'products.fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
  not_multiple_of: 'fields.priceCents',
  too_big: 'fields.priceTooHigh',
  'ops.tierPriceNotLower': 'products.tiers.priceNotLower',
}

const cell = 'py-1.5 pe-2 align-top'

/**
 * A variation's volume prices (docs/product.md#volume-price-tiers): the first row is its minimum
 * order at its price, following those fields as they are typed; each further row starts at a
 * larger quantity at a lower unit price. A problem shows under its row, the client's and the
 * server's alike.
 */
export function TierEditor({
  lang,
  form,
  index,
  message,
}: {
  lang: Lang
  form: ProductForm
  index: number
  message: FieldMessage
}) {
  const { t } = useTranslation('ops')
  const path = `variations.${index}` as const
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: `${path}.tiers`,
    keyName: 'key',
  })
  const [minimum, price] = useWatch({
    control: form.control,
    name: [`${path}.minimum_order_quantity`, `${path}.price`],
  })
  const maxPrice = { max: formatPrice(lang, 100_000_000) }
  const head = 'pb-1 pe-2 text-start font-semibold text-ink-700 text-xs'

  return (
    <div className="space-y-2 border-sand-200 border-t pt-3">
      <table className="w-full max-w-xl text-sm">
        <caption className="pb-1 text-start">
          <span className="block font-semibold text-ink-800">{t('products.tiers.title')}</span>
          <span className="block text-ink-600 text-xs">{t('products.tiers.hint')}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {t('products.tiers.from')}
            </th>
            <th scope="col" className={head}>
              {t('products.tiers.price')} ({t('products.variations.currency')})
            </th>
            <th scope="col" className="w-10">
              <span className="sr-only">{t('products.tiers.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={`${cell} px-3 py-3 text-end tabular-nums`} dir="ltr">
              {minimum.trim() || '—'}
            </td>
            <td className={`${cell} px-3 py-3 text-end tabular-nums`} dir="ltr">
              {price.trim() || '—'}
            </td>
            <td className={`${cell} py-3 text-ink-600 text-xs`}>{t('products.tiers.first')}</td>
          </tr>
          {fields.map((field, row) => {
            const rowPath = `${path}.tiers.${row}` as const
            const number = { number: formatNumber(lang, row + 2) }
            const rowError = form.getFieldState(rowPath).error
            const texts = [
              rowError?.type === 'server' ? (rowError.message ?? null) : null,
              message(`${rowPath}.min_quantity`, QUANTITY_TEXTS),
              message(`${rowPath}.price`, PRICE_TEXTS, maxPrice),
            ].filter((text): text is string => Boolean(text))
            const errorId = `${fieldId(rowPath)}-error`
            const input = (name: 'min_quantity' | 'price', label: string, decimal: boolean) => {
              const invalid =
                rowError?.type === 'server' || Boolean(form.getFieldState(`${rowPath}.${name}`).error)
              return (
                <input
                  id={fieldId(`${rowPath}.${name}`)}
                  type="text"
                  dir="ltr"
                  inputMode={decimal ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  aria-label={label}
                  aria-invalid={invalid || undefined}
                  aria-describedby={texts.length > 0 ? errorId : undefined}
                  className={`${fieldClass} text-end tabular-nums aria-invalid:border-red-700`}
                  {...form.register(`${rowPath}.${name}`)}
                />
              )
            }
            return (
              <Fragment key={field.key}>
                <tr>
                  <td className={cell}>{input('min_quantity', t('products.tiers.fromOf', number), false)}</td>
                  <td className={cell}>{input('price', t('products.tiers.priceOf', number), true)}</td>
                  <td className={cell}>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-red-800"
                      onClick={() => remove(row)}
                      aria-label={t('products.tiers.remove', number)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
                {texts.length > 0 ? (
                  <tr>
                    <td colSpan={3} id={errorId} className="pb-2 text-red-800 text-sm">
                      {texts.map((text) => (
                        <p key={text}>{text}</p>
                      ))}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= EXTRA_TIERS_MAX}
        onClick={() => append(newTier(), { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('products.tiers.add')}
      </Button>
    </div>
  )
}
