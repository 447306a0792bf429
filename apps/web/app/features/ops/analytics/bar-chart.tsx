import { bands, labelEvery, linearScale, niceTicks, stack } from './chart-geometry.ts'

export type Series = { key: string; label: string; color: string }
export type Column = { key: string; label: string; values: number[] }

const W = 640
const H = 260
const AXIS = 64
const PAD = 10
const TOP = 12
const BOTTOM = 34
const INK = '#45453f'

/**
 * Vertical bars along a time axis, stacked when there are several series (docs/product.md#analytics):
 * value ticks on the inline-start side, the first column at the inline start (the right in
 * Persian). An image for screen readers, `summary` its name; the same numbers are the table.
 */
export function BarChart({
  summary,
  series,
  columns,
  rtl,
  format,
}: {
  summary: string
  series: Series[]
  columns: Column[]
  rtl: boolean
  format: (value: number) => string
}) {
  const plotStart = rtl ? PAD : AXIS
  const plotLength = W - AXIS - PAD
  const height = H - TOP - BOTTOM
  const ticks = niceTicks(Math.max(0, ...columns.map((c) => c.values.reduce((a, b) => a + b, 0))))
  const y = linearScale(ticks.at(-1) ?? 1, height)
  const slots = bands(columns.length, plotStart, plotLength, rtl)
  const labelled = labelEvery(columns.length, 6)
  const tickX = rtl ? W - AXIS + 8 : AXIS - 8
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${W} ${H}`}
      direction="ltr"
      className="block h-auto w-full"
      fontSize={13}
    >
      <title>{summary}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plotStart}
            x2={plotStart + plotLength}
            y1={TOP + height - y(tick)}
            y2={TOP + height - y(tick)}
            stroke="#ebe2cf"
          />
          <text
            x={tickX}
            y={TOP + height - y(tick)}
            dy="0.35em"
            textAnchor={rtl ? 'start' : 'end'}
            fill={INK}
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {columns.map((column, i) => {
        const slot = slots[i]!
        return (
          <g key={column.key}>
            {stack(column.values).map((segment, s) =>
              segment.high > segment.low ? (
                <rect
                  key={series[s]!.key}
                  x={slot.start}
                  width={slot.size}
                  y={TOP + height - y(segment.high)}
                  height={y(segment.high) - y(segment.low)}
                  fill={series[s]!.color}
                  stroke="#fff"
                  strokeWidth={1}
                >
                  <title>{`${column.label} — ${series[s]!.label}: ${format(column.values[s]!)}`}</title>
                </rect>
              ) : null,
            )}
            {labelled(i) ? (
              <text x={slot.center} y={H - BOTTOM + 20} textAnchor="middle" fill={INK}>
                {column.label}
              </text>
            ) : null}
          </g>
        )
      })}
      <line x1={plotStart} x2={plotStart + plotLength} y1={TOP + height} y2={TOP + height} stroke={INK} />
    </svg>
  )
}

/** The series' colours with their names, in stacking order (bottom first): colour is never the only key. */
export function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-700 text-sm">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ background: s.color }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  )
}
