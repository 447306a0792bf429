import type { Lang } from '@caravanserai/contracts/languages'
import { CreateRfqBodySchema, RFQ_TEXT_MAX, RFQ_TITLE_MAX } from '@caravanserai/contracts/rfqs'
import type { MouseEvent } from 'react'
import { Alert } from '../../components/ui/alert.tsx'
import { type FieldTexts, type FormError, fieldText } from '../../lib/form-errors.ts'
import { formatNumber, formatPrice } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import type { RfqField } from './rfq-form-values.ts'

const SHAPE = CreateRfqBodySchema.shape
const fallback = 'form.errors.invalid'

/** Which text explains each issue of each field: the form's own (`required`, `invalid`, `past`), the contract's keys and codes. */
const TEXTS: Record<RfqField, FieldTexts> = {
  title: {
    required: 'form.errors.titleRequired',
    'rfqs.titleRequired': 'form.errors.titleRequired',
    too_big: 'form.errors.tooLong',
    fallback,
  },
  product_variation: { fallback },
  category: { fallback },
  details: { too_big: 'form.errors.tooLong', fallback },
  quantity: {
    required: 'form.errors.quantityRequired',
    invalid: 'form.errors.numberInvalid',
    'rfqs.quantityInvalid': 'form.errors.quantityPositive',
    too_small: 'form.errors.quantityPositive',
    not_multiple_of: 'form.errors.quantityDecimals',
    too_big: 'form.errors.quantityTooBig',
    fallback,
  },
  unit: { fallback },
  target_price: {
    invalid: 'form.errors.numberInvalid',
    too_small: 'form.errors.priceNegative',
    not_multiple_of: 'form.errors.priceCents',
    too_big: 'form.errors.priceTooBig',
    fallback,
  },
  shipping_destination: { fallback: 'form.errors.destinationRequired' },
  needed_by: { past: 'form.errors.datePast', fallback: 'form.errors.dateInvalid' },
}

/** The text under a field of the request form, in the page language; null without an error. */
export function useRfqFieldText(lang: Lang) {
  const { t } = useTranslation('rfqs')
  const values = {
    example: formatNumber(lang, 1250.5),
    maxQuantity: formatNumber(lang, SHAPE.quantity.maxValue ?? 0),
    maxPrice: formatPrice(lang, SHAPE.target_price.unwrap().maxValue ?? 0),
  }
  return (field: RfqField, error: FormError | undefined): string | null => {
    const found = fieldText(error, TEXTS[field])
    if (!found) return null
    if ('text' in found) return found.text
    const max = field === 'title' ? RFQ_TITLE_MAX : RFQ_TEXT_MAX
    return t(found.key, { ...values, max: formatNumber(lang, max) })
  }
}

export type SummaryItem = { id: string; text: string }

/**
 * What keeps the form from going, above it: each problem a link that takes the focus to its
 * field, so a screen reader hears the list and a keyboard reaches each field from it.
 */
export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const { t } = useTranslation('rfqs')
  if (items.length === 0) return null
  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const field = document.getElementById(id)
    if (!field) return
    event.preventDefault()
    field.scrollIntoView({ block: 'center' })
    field.focus()
  }
  return (
    <Alert title={t('form.errors.summary')}>
      <ul className="list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => go(event, item.id)} className="underline">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  )
}
