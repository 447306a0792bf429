// The soak's chart, written by hand as SVG (no chart library for two panels of lines): resident
// memory per instance above, answer-time and event-loop p99 below, one point a minute.

export type Series = { name: string; color: string; values: (number | null)[] }
export type Panel = { title: string; unit: string; series: Series[] }

const WIDTH = 640
const PANEL_HEIGHT = 180
const LEFT = 56
const RIGHT = 150
const TOP = 28
const BOTTOM = 28

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A ceiling above `max` that reads well on an axis: 1, 2 or 5 times a power of ten. */
function niceCeiling(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  return ([1, 2, 5, 10].find((m) => m * power >= max) ?? 10) * power
}

function panel({ title, unit, series }: Panel, top: number, minutes: number): string {
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = PANEL_HEIGHT - TOP - BOTTOM
  const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null)
  const ceiling = niceCeiling(Math.max(0, ...values))
  const x = (i: number) => LEFT + (minutes <= 1 ? plotWidth / 2 : (i / (minutes - 1)) * plotWidth)
  const y = (v: number) => top + TOP + plotHeight - (v / ceiling) * plotHeight
  const parts = [
    `<text x="${LEFT}" y="${top + 16}" font-weight="bold">${escapeXml(title)}</text>`,
    `<line x1="${LEFT}" y1="${y(0)}" x2="${LEFT + plotWidth}" y2="${y(0)}" stroke="#999"/>`,
    `<line x1="${LEFT}" y1="${y(0)}" x2="${LEFT}" y2="${y(ceiling)}" stroke="#999"/>`,
  ]
  for (const tick of [0, ceiling / 2, ceiling]) {
    parts.push(
      `<text x="${LEFT - 6}" y="${y(tick) + 4}" text-anchor="end">${tick} ${unit}</text>`,
      `<line x1="${LEFT}" y1="${y(tick)}" x2="${LEFT + plotWidth}" y2="${y(tick)}" stroke="#eee"/>`,
    )
  }
  for (let i = 0; i < minutes; i += Math.max(1, Math.ceil(minutes / 8)))
    parts.push(`<text x="${x(i)}" y="${y(0) + 16}" text-anchor="middle">${i + 1}</text>`)
  series.forEach((s, n) => {
    const points = s.values.flatMap((v, i) => (v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`]))
    parts.push(
      `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points.join(' ')}"/>`,
      ...points.map(
        (p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="2.5" fill="${s.color}"/>`,
      ),
      `<line x1="${WIDTH - RIGHT + 12}" y1="${top + TOP + 8 + n * 18}" x2="${WIDTH - RIGHT + 30}" y2="${top + TOP + 8 + n * 18}" stroke="${s.color}" stroke-width="2"/>`,
      `<text x="${WIDTH - RIGHT + 36}" y="${top + TOP + 12 + n * 18}">${escapeXml(s.name)}</text>`,
    )
  })
  return parts.join('\n')
}

/** Panels stacked, minutes along the bottom of each. */
export function soakChart(panels: Panel[], minutes: number): string {
  const height = panels.length * PANEL_HEIGHT + 16
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(panels.map((p) => p.title).join(', '))}, by minute of the soak</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...panels.map((p, i) => panel(p, i * PANEL_HEIGHT, minutes)),
    `<text x="${LEFT + (WIDTH - LEFT - RIGHT) / 2}" y="${height - 4}" text-anchor="middle">minute of the soak</text>`,
    '</svg>',
    '',
  ].join('\n')
}
