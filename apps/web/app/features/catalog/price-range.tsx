import type { Lang } from '@caravanserai/contracts/languages'
import { useId } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from './filter-state.ts'

const thumb =
  'pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-teal-800 [&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-teal-800 focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-teal-700'

/** What the range reads as: 'no range' when open at both ends, ∞ for an open maximum (SPEC §9). */
export function priceRangeText(lang: Lang, range: { min: string; max: string }, noRange: string): string {
  if (!range.min && !range.max) return noRange
  const n = (v: string) => formatNumber(lang, Number(v))
  return `${range.min ? n(range.min) : n('0')} – ${range.max ? n(range.max) : '∞'}`
}

/**
 * SPEC §9 price slider: 0–10000 in steps of 50, two thumbs; an end at its extreme means no bound.
 * The inputs are named like the URL, so a GET form without scripts sends them as they are.
 */
export function PriceRange({
  lang,
  value,
  onChange,
}: {
  lang: Lang
  value: { min: string; max: string }
  onChange: (min: number, max: number) => void
}) {
  const { t } = useTranslation('catalog')
  const id = useId()
  const min = value.min ? Number(value.min) : PRICE_MIN
  const max = value.max ? Number(value.max) : PRICE_MAX
  const span = PRICE_MAX - PRICE_MIN
  const start = ((Math.min(min, PRICE_MAX) - PRICE_MIN) / span) * 100
  const end = ((Math.min(max, PRICE_MAX) - PRICE_MIN) / span) * 100

  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-sm">{t('filters.price')}</legend>
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
          name="price_gt"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={Math.min(min, PRICE_MAX)}
          aria-label={t('filters.priceMin')}
          aria-valuetext={formatNumber(lang, min)}
          aria-describedby={`${id}-out`}
          onChange={(e) => onChange(Number(e.target.value), max)}
          className={thumb}
        />
        <input
          type="range"
          name="price_lt"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={Math.min(max, PRICE_MAX)}
          aria-label={t('filters.priceMax')}
          aria-valuetext={value.max ? formatNumber(lang, max) : '∞'}
          aria-describedby={`${id}-out`}
          onChange={(e) => onChange(min, Number(e.target.value))}
          className={thumb}
        />
      </div>
      <div className="mt-1 flex justify-between text-ink-600 text-xs tabular-nums" dir="ltr">
        <span>{formatNumber(lang, PRICE_MIN)}</span>
        <span>∞</span>
      </div>
    </fieldset>
  )
}
