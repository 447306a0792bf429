import type { Lang } from '@caravanserai/contracts/languages'
import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type QuantityBounds, steppedQuantity, typedQuantity } from './cart-quantity.ts'

const stepButton =
  'inline-flex size-10 items-center justify-center text-ink-800 hover:bg-sand-100 aria-disabled:cursor-not-allowed aria-disabled:text-ink-500 aria-disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-teal-700'

/**
 * A cart line's quantity: − and + change it by one at once; a typed value is sent when the field is
 * left or Enter is pressed (below the minimum it is ignored, above the stock clamped). While a
 * change is on its way the controls wait; they stay focusable (aria-disabled), so a keyboard user
 * keeps their place.
 */
export function CartQuantityStepper({
  lang,
  name,
  quantity,
  bounds,
  busy,
  locked,
  onChange,
}: {
  lang: Lang
  name: string
  quantity: number
  bounds: QuantityBounds
  busy: boolean
  /** The line cannot be changed at all (withdrawn, or no stock for the minimum order). */
  locked: boolean
  onChange: (quantity: number) => void
}) {
  const { t } = useTranslation('cart')
  const id = useId()
  const shown = (n: number) => formatNumber(lang, n, { useGrouping: false })
  const [draft, setDraft] = useState(shown(quantity))
  useEffect(() => setDraft(formatNumber(lang, quantity, { useGrouping: false })), [lang, quantity])

  const change = (next: number) => {
    if (!busy && !locked && next !== quantity) onChange(next)
  }
  const commit = () => {
    const next = typedQuantity(draft, bounds)
    setDraft(shown(next ?? quantity))
    if (next !== null) change(next)
  }
  const down = steppedQuantity(quantity, -1, bounds)
  const up = steppedQuantity(quantity, 1, bounds)

  return (
    <div className="flex flex-col items-start gap-1">
      <div className="inline-flex items-center overflow-hidden rounded-md border border-sand-300 bg-white">
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.decrease', { name })}
          aria-disabled={busy || locked || down === quantity}
          onClick={() => change(down)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          inputMode="numeric"
          aria-label={t('cart.quantityOf', { name })}
          aria-describedby={`${id}-bounds`}
          value={draft}
          readOnly={busy || locked}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
          }}
          className="h-10 w-14 border-sand-300 border-x text-center text-sm tabular-nums outline-none read-only:text-ink-600 focus:bg-teal-50"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.increase', { name })}
          aria-disabled={busy || locked || up === quantity}
          onClick={() => change(up)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-bounds`} className="text-ink-600 text-xs">
        {t('cart.bounds', { min: formatNumber(lang, bounds.min), max: formatNumber(lang, bounds.max) })}
      </p>
    </div>
  )
}
