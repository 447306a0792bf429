import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { useEffect, useId, useState } from 'react'
import { Input } from '../../components/ui/input.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { type FilterState, PRICE_MIN, slidPrice, typedPrice } from './filter-state.ts'

type Range = FilterState['priceRange']

const thumb =
  'pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-teal-800 [&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-teal-800 focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-teal-700'

/** What the range reads as: 'no range' when open at both ends, ∞ for an open maximum; the label names the currency. */
export function priceRangeText(lang: Lang, range: { min: string; max: string }, noRange: string): string {
  if (!range.min && !range.max) return noRange
  const n = (v: string) => formatNumber(lang, Number(v))
  return `${range.min ? n(range.min) : n('0')} – ${range.max ? n(range.max) : '∞'}`
}

/**
 * The price slider (0 to the currency's top, 10000 in steps of 50 for dollars, two thumbs; an end
 * at its extreme means no bound) with the two bounds typed beside it in whole units of the display
 * currency, in step with it both ways. `onChange` proposes a
 * range; the catalogue refuses a minimum above the maximum. The typed inputs carry the URL's names,
 * so a GET form without scripts sends them as they are.
 */
export function PriceRange({
  lang,
  value,
  currency,
  scale,
  onChange,
}: {
  lang: Lang
  value: Range
  /** The currency of the bounds, the one prices are shown in. */
  currency: Currency
  /** The slider's top and step in that currency (price-bounds.ts). */
  scale: { max: number; step: number }
  /** Whether the range was taken: false when refused (a minimum above the maximum). */
  onChange: (range: Range) => boolean
}) {
  const { t } = useTranslation('catalog')
  const id = useId()
  const min = value.min ? Number(value.min) : PRICE_MIN
  const top = scale.max
  const max = value.max ? Number(value.max) : top
  const span = top - PRICE_MIN
  const start = ((Math.min(min, top) - PRICE_MIN) / span) * 100
  const end = ((Math.min(max, top) - PRICE_MIN) / span) * 100
  const [refused, setRefused] = useState(false)
  const propose = (range: Range | null) => setRefused(!range || !onChange(range))

  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-sm">{t('filters.price', { currency })}</legend>
      <output id={`${id}-out`} aria-live="polite" className="mb-3 block text-ink-700 text-sm tabular-nums">
        {priceRangeText(lang, value, t('filters.noRange'))}
      </output>
      <div className="relative h-6" dir="ltr">
        <div className="absolute inset-x-0 top-2.5 h-1 rounded bg-sand-200" />
        <div
          className="absolute top-2.5 h-1 rounded bg-teal-700"
          style={{ left: `${start}%`, right: `${100 - end}%` }}
        />
        <input
          type="range"
          min={PRICE_MIN}
          max={top}
          step={scale.step}
          value={Math.min(min, top)}
          aria-label={t('filters.priceMin')}
          aria-valuetext={formatNumber(lang, min)}
          aria-describedby={`${id}-out`}
          onChange={(e) => propose(slidPrice(value, 'min', Number(e.target.value), top))}
          className={thumb}
        />
        <input
          type="range"
          min={PRICE_MIN}
          max={top}
          step={scale.step}
          value={Math.min(max, top)}
          aria-label={t('filters.priceMax')}
          aria-valuetext={value.max ? formatNumber(lang, max) : '∞'}
          aria-describedby={`${id}-out`}
          onChange={(e) => propose(slidPrice(value, 'max', Number(e.target.value), top))}
          className={thumb}
        />
      </div>
      <div className="mt-1 flex justify-between text-ink-600 text-xs tabular-nums" dir="ltr">
        <span>{formatNumber(lang, PRICE_MIN)}</span>
        <span>∞</span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((side) => (
          <TypedPrice
            key={side}
            lang={lang}
            side={side}
            value={value[side]}
            invalid={refused}
            describedBy={`${id}-problem`}
            onType={(text) => propose(typedPrice(value, side, text))}
            onLeave={() => setRefused(false)}
          />
        ))}
      </div>
      <p id={`${id}-problem`} className="mt-1.5 text-red-800 text-xs empty:hidden" aria-live="polite">
        {refused ? t('filters.priceProblem') : ''}
      </p>
    </fieldset>
  )
}

/**
 * One typed bound, in the page language's digits (Persian or Latin may be typed). It keeps what
 * is typed while it is being typed, and shows the range's own bound again once left.
 */
function TypedPrice({
  lang,
  side,
  value,
  invalid,
  describedBy,
  onType,
  onLeave,
}: {
  lang: Lang
  side: 'min' | 'max'
  value: string
  invalid: boolean
  describedBy: string
  onType: (text: string) => void
  onLeave: () => void
}) {
  const { t } = useTranslation('catalog')
  const id = useId()
  const shown = (bound: string) => (bound ? formatNumber(lang, Number(bound), { useGrouping: false }) : '')
  const [draft, setDraft] = useState(shown(value))
  const [typing, setTyping] = useState(false)
  // The slider, a chip or the URL moved the bound: show it, unless it is being typed right now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown depends on lang only
  useEffect(() => {
    if (!typing) setDraft(shown(value))
  }, [lang, value, typing])
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-ink-700 text-xs">
        {side === 'min' ? t('filters.priceFrom') : t('filters.priceTo')}
      </label>
      <Input
        id={id}
        name={side === 'min' ? 'price_gt' : 'price_lt'}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder={side === 'min' ? formatNumber(lang, PRICE_MIN) : '∞'}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="h-9 text-end tabular-nums aria-invalid:border-red-700"
        onFocus={() => setTyping(true)}
        onChange={(e) => {
          setDraft(e.target.value)
          onType(e.target.value)
        }}
        onBlur={() => {
          setTyping(false)
          onLeave()
        }}
      />
    </div>
  )
}
