/** Product pictures of hand-knotted Persian carpets (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, s, shadow, tone, vary } from './kit.ts'

/** A closed outline r(θ) around (cx, cy): an ellipse bent towards a lozenge, with `lobes` scallops. */
function rosetteShape(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  lobes: number,
  depth: number,
  lozenge: number,
): string {
  const pts: string[] = []
  const n = 144
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2
    const [c, sn] = [Math.cos(t), Math.sin(t)]
    const base = 1 + (1 / (Math.abs(c) + Math.abs(sn)) - 1) * lozenge
    const r = base * (1 + depth * Math.cos(lobes * t))
    pts.push(s`${cx + c * r * rx},${cy + sn * r * ry}`)
  }
  return `<polygon points="${pts.join(' ')}"`
}

type CarpetPalette = { field: Hsl; border: Hsl; medallion: Hsl; inner: Hsl; accent: Hsl; ivory: Hsl }

const CARPETS: readonly CarpetPalette[] = [
  {
    field: [357, 68, 33],
    border: [222, 45, 22],
    medallion: [222, 45, 24],
    inner: [40, 45, 86],
    accent: [40, 65, 55],
    ivory: [40, 45, 88],
  },
  {
    field: [222, 48, 22],
    border: [357, 62, 34],
    medallion: [357, 62, 38],
    inner: [40, 42, 84],
    accent: [38, 62, 52],
    ivory: [40, 40, 86],
  },
  {
    field: [40, 40, 86],
    border: [215, 50, 24],
    medallion: [215, 50, 28],
    inner: [205, 25, 62],
    accent: [0, 55, 36],
    ivory: [40, 40, 92],
  },
  {
    field: [12, 58, 40],
    border: [215, 38, 22],
    medallion: [40, 45, 82],
    inner: [185, 35, 30],
    accent: [38, 66, 56],
    ivory: [40, 40, 88],
  },
  {
    field: [345, 48, 26],
    border: [30, 60, 42],
    medallion: [40, 50, 80],
    inner: [160, 30, 28],
    accent: [30, 70, 52],
    ivory: [42, 45, 86],
  },
]

export function carpet(art: Art): string {
  const rng = art.rng
  const p = rng.pick(CARPETS)
  const c = (color: Hsl, dl = 0) => tone(vary(rng, color, 4, 3), dl)
  const [hw, hh] = [440, 285]
  const inset = 112
  const [fw, fh] = [hw - inset, hh - inset]
  const [lobes, depth, lozenge] = [rng.pick([8, 12, 16]), rng.range(0.03, 0.1), rng.range(0, 0.85)]
  const [mx, my] = [rng.range(170, 215), rng.range(120, 150)]
  const shape = (x: number, y: number, rx: number, ry: number, fill: string, k = 1) =>
    `${rosetteShape(x, y, rx * k, ry * k, lobes, depth, lozenge)} fill="${fill}" stroke="${hex(p.ivory)}" stroke-width="3"/>`
  const flower = (x: number, y: number, r: number, petal: string, heart: string) =>
    [0, 45, 90, 135]
      .map(
        (a) =>
          s`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.34}" fill="${petal}" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('') + s`<circle cx="${x}" cy="${y}" r="${r * 0.32}" fill="${heart}"/>`
  const fieldPattern = art.pattern(
    56,
    56,
    s`<rect width="56" height="56" fill="${c(p.field)}"/><path d="M28 14L36 28L28 42L20 28Z" fill="${c(p.field, 7)}"/><circle cx="0" cy="0" r="5" fill="${c(p.accent, -8)}" opacity="0.7"/><circle cx="56" cy="0" r="5" fill="${c(p.accent, -8)}" opacity="0.7"/><circle cx="0" cy="56" r="5" fill="${c(p.accent, -8)}" opacity="0.7"/><circle cx="56" cy="56" r="5" fill="${c(p.accent, -8)}" opacity="0.7"/>`,
    `translate(${-fw} ${-fh})`,
  )
  const fieldClip = art.clip(s`<rect x="${-fw}" y="${-fh}" width="${fw * 2}" height="${fh * 2}"/>`)
  const corners = [
    [-fw, -fh],
    [fw, -fh],
    [-fw, fh],
    [fw, fh],
  ]
    .map(([x, y]) => shape(x!, y!, mx, my, c(p.medallion), 0.8) + shape(x!, y!, mx, my, c(p.inner), 0.5))
    .join('')
  const pendants = [-1, 1]
    .map((side) => {
      const x = side * (mx * (1 + depth) + 46)
      return s`<rect x="${Math.min(x, side * mx * 0.9)}" y="-7" width="${Math.abs(x - side * mx * 0.9)}" height="14" fill="${c(p.medallion)}"/>${shape(x, 0, 52, 38, c(p.medallion))}${flower(x, 0, 22, c(p.ivory), c(p.accent))}`
    })
    .join('')
  // Rosettes and lozenges along the main border band.
  const band = 66
  const ornaments: string[] = []
  const along = (x: number, y: number, i: number) =>
    ornaments.push(
      i % 2 === 0
        ? flower(x, y, 20, c(p.ivory), c(p.accent))
        : s`<path d="M${x - 14} ${y}L${x} ${y - 14}L${x + 14} ${y}L${x} ${y + 14}Z" fill="${c(p.accent)}"/>`,
    )
  const stepX = (2 * (hw - band)) / 14
  const stepY = (2 * (hh - band)) / 8
  for (let i = 0; i <= 14; i++) {
    along(-hw + band + i * stepX, -hh + band, i)
    along(-hw + band + i * stepX, hh - band, i)
  }
  for (let i = 1; i < 8; i++) {
    along(-hw + band, -hh + band + i * stepY, i)
    along(hw - band, -hh + band + i * stepY, i)
  }
  const fringe: string[] = []
  for (let y = -hh + 6; y <= hh - 6; y += 8) {
    fringe.push(
      s`M${-hw} ${y}l${-24 - rng.range(0, 8)} ${rng.jitter(3)}M${hw} ${y}l${24 + rng.range(0, 8)} ${rng.jitter(3)}`,
    )
  }
  const sheen = art.linear(
    [
      [0, '#ffffff', 0.12],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.12],
    ],
    0,
    0,
    1,
    1,
  )
  const rect = (i: number, attrs: string) =>
    s`<rect x="${-hw + i}" y="${-hh + i}" width="${(hw - i) * 2}" height="${(hh - i) * 2}" ${attrs}/>`
  return [
    s`<rect x="${600 - hw + 14}" y="${450 - hh + 22}" width="${hw * 2}" height="${hh * 2}" rx="6" fill="#2a1a0a" opacity="0.16"/>`,
    shadow(art, 600, 450 + hh + 6, hw * 1.05, 26, 0.25),
    s`<g transform="translate(600 450) rotate(${rng.jitter(2)})">`,
    `<path d="${fringe.join('')}" stroke="${c(p.ivory, -4)}" stroke-width="3" stroke-linecap="round"/>`,
    rect(0, `fill="${c(p.border)}"`),
    rect(18, `fill="none" stroke="${c(p.accent)}" stroke-width="12"`),
    rect(18, `fill="none" stroke="${c(p.ivory)}" stroke-width="4" stroke-dasharray="3 9"`),
    ornaments.join(''),
    rect(inset - 12, `fill="none" stroke="${c(p.inner)}" stroke-width="12"`),
    rect(inset - 12, `fill="none" stroke="${c(p.ivory)}" stroke-width="3" stroke-dasharray="3 8"`),
    s`<rect x="${-fw}" y="${-fh}" width="${fw * 2}" height="${fh * 2}" fill="${fieldPattern}"/>`,
    `<g clip-path="${fieldClip}">${corners}</g>`,
    pendants,
    shape(0, 0, mx, my, c(p.medallion)),
    shape(0, 0, mx, my, c(p.inner), 0.72),
    shape(0, 0, mx, my, c(p.medallion, 6), 0.46),
    flower(0, 0, 44, c(p.ivory), c(p.accent)),
    rect(0, `fill="${sheen}"`),
    '</g>',
  ].join('')
}
