import { fromAxisStart, linearScale } from './chart-geometry.ts'

export type Bar = { key: string; label: string; value: number; note?: string }

const W = 480
const ROW = 44
const VALUE_ROOM = 110
const INK = '#45453f'
const clip = (text: string) => (text.length > 48 ? `${text.slice(0, 47)}…` : text)

/**
 * Horizontal bars, largest first, each named above its bar and its value after it; bars grow
 * from the inline start (the right in Persian). An image named by `summary`.
 */
export function HorizontalBars({
  summary,
  bars,
  rtl,
  format,
  color = '#17655d',
}: {
  summary: string
  bars: Bar[]
  rtl: boolean
  format: (value: number) => string
  color?: string
}) {
  const length = W - VALUE_ROOM
  const x = linearScale(Math.max(0, ...bars.map((b) => b.value)), length)
  const height = Math.max(ROW, bars.length * ROW)
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${W} ${height}`}
      direction="ltr"
      className="block h-auto w-full"
      fontSize={14}
    >
      <title>{summary}</title>
      {bars.map((bar, i) => {
        const size = Math.max(bar.value > 0 ? 2 : 0, x(bar.value))
        const start = fromAxisStart(0, length, size, rtl)
        const top = i * ROW
        return (
          <g key={bar.key}>
            <title>{`${bar.label}: ${format(bar.value)}${bar.note ? ` (${bar.note})` : ''}`}</title>
            <text x={rtl ? W : 0} y={top + 14} textAnchor={rtl ? 'end' : 'start'} fill={INK}>
              {clip(bar.label)}
            </text>
            <rect
              x={rtl ? start + VALUE_ROOM : start}
              y={top + 20}
              width={size}
              height={16}
              fill={color}
              rx={2}
            />
            <text
              x={rtl ? W - size - 6 : size + 6}
              y={top + 33}
              textAnchor={rtl ? 'end' : 'start'}
              fill={INK}
              fontWeight={600}
            >
              {format(bar.value)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/**
 * The funnel: one centred bar per stage, as wide as its count against the first stage's, named
 * with its count and its share of the first stage.
 */
export function FunnelChart({
  summary,
  stages,
}: {
  summary: string
  stages: Array<{ key: string; label: string; value: number }>
}) {
  const first = stages[0]?.value ?? 0
  const x = linearScale(Math.max(0, ...stages.map((s) => s.value)), W)
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${W} ${stages.length * ROW}`}
      direction="ltr"
      className="block h-auto w-full"
      fontSize={14}
    >
      <title>{summary}</title>
      {stages.map((stage, i) => {
        const size = Math.max(stage.value > 0 ? 2 : 0, x(stage.value))
        return (
          <g key={stage.key}>
            <text x={W / 2} y={i * ROW + 14} textAnchor="middle" fill={INK}>
              {stage.label}
            </text>
            <rect
              x={(W - size) / 2}
              y={i * ROW + 20}
              width={size}
              height={18}
              rx={2}
              fill={['#17655d', '#0072B2', '#56B4E9', '#009E73'][i % 4]}
              opacity={first > 0 ? 1 : 0.4}
            />
          </g>
        )
      })}
    </svg>
  )
}
