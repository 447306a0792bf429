import type { Lang } from '@caravanserai/contracts/languages'
import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * A 1–5 rating as a radio group drawn as stars: arrow keys move between them (mirrored
 * right-to-left by the browser), each star has a spoken name, pointing previews the choice.
 */
export function StarPicker({
  lang,
  legend,
  value,
  error,
  disabled,
  onChange,
}: {
  lang: Lang
  legend: string
  value: number | undefined
  error: string | null
  disabled: boolean
  onChange: (rating: number) => void
}) {
  const { t } = useTranslation('common', { keyPrefix: 'shop.review' })
  const name = useId()
  const [preview, setPreview] = useState<number | null>(null)
  const shown = preview ?? value ?? 0
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} disabled={disabled}>
      <legend className="mb-1.5 font-semibold text-ink-800 text-sm">{legend}</legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the preview is decoration; the radios carry the choice */}
        <div className="flex" onMouseLeave={() => setPreview(null)}>
          {STARS.map((n) => (
            <label
              key={n}
              onMouseEnter={() => setPreview(n)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-8 ${n <= shown ? 'fill-saffron-500 text-saffron-600' : 'text-ink-500'}`}
              />
              <span className="sr-only">{t('stars', { count: n, formatted: formatNumber(lang, n) })}</span>
            </label>
          ))}
        </div>
        {value ? (
          <span aria-hidden="true" className="text-ink-700 text-sm tabular-nums">
            {t('outOfFive', { rating: formatNumber(lang, value), max: formatNumber(lang, 5) })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
