import type { Lang } from '@caravanserai/contracts/languages'
import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { formatNumber, latinDigits } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type QuantityBounds, steppedQuantity, typedQuantity } from './quantity.ts'

/**
 * Quantity between the minimum order and the stock. Typing keeps a draft: a value in range applies
 * at once, one above the stock is clamped, one below the minimum is ignored when the field is left
 * (so a buyer can still type 50 by way of 5).
 */
export function QuantityStepper({
  lang,
  value,
  bounds,
  disabled,
  onChange,
}: {
  lang: Lang
  value: number
  bounds: QuantityBounds
  disabled: boolean
  onChange: (quantity: number) => void
}) {
  const { t } = useTranslation('product')
  const id = useId()
  const shown = (n: number) => formatNumber(lang, n, { useGrouping: false })
  const [draft, setDraft] = useState(shown(value))
  useEffect(() => setDraft(formatNumber(lang, value, { useGrouping: false })), [lang, value])

  function type(text: string) {
    setDraft(text)
    const next = typedQuantity(text, bounds, value)
    if (next !== value) onChange(next)
    if (Number(latinDigits(text)) > bounds.max) setDraft(shown(bounds.max))
  }

  const button =
    'inline-flex size-11 items-center justify-center text-ink-800 hover:bg-sand-100 disabled:text-ink-500 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-teal-700'
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-sm">
        {t('purchase.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-sand-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label={t('purchase.decrease')}
          disabled={disabled || value <= bounds.min}
          onClick={() => onChange(steppedQuantity(value, -1, bounds))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={draft}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setDraft(shown(value))}
          className="h-11 w-20 border-sand-300 border-x text-center text-sm tabular-nums outline-none focus:bg-teal-50"
        />
        <button
          type="button"
          className={button}
          aria-label={t('purchase.increase')}
          disabled={disabled || value >= bounds.max}
          onClick={() => onChange(steppedQuantity(value, 1, bounds))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-ink-600 text-xs">
        {t('purchase.bounds', { min: formatNumber(lang, bounds.min), max: formatNumber(lang, bounds.max) })}
      </p>
    </div>
  )
}
