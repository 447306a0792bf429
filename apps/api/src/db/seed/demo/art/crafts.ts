/** Product pictures of ceramic tiles and textiles (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, type Rng, s, shadow, tone, vary } from './kit.ts'

/** An 8-pointed star polygon. */
function star(cx: number, cy: number, r: number, inner = 0.72): string {
  const pts: string[] = []
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2
    const k = i % 2 === 0 ? r : r * inner
    pts.push(s`${cx + Math.cos(a) * k},${cy + Math.sin(a) * k}`)
  }
  return pts.join(' ')
}

const TILE_PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#1f4e9c', '#2aa7b8', '#f4efe1', '#e3b341'],
  ['#23a0b0', '#1c3f8a', '#f6f1e4', '#f0c14b'],
  ['#f2ecdc', '#1f4e9c', '#2aa7b8', '#b5532f'],
  ['#b5532f', '#f2ead6', '#23a0b0', '#2b2a33'],
  ['#134e5e', '#e9b949', '#f3eee0', '#2aa7b8'],
]

function tileCell(rng: Rng, size: number): string {
  const [c1, c2, c3, c4] = rng.pick(TILE_PALETTES)
  const m = size / 2
  const corners: [number, number][] = [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
  ]
  const edges: [number, number][] = [
    [m, 0],
    [0, m],
    [size, m],
    [m, size],
  ]
  if (rng.chance(0.5)) {
    const diagonals = `M0 0L${size} ${size}M${size} 0L0 ${size}`
    return [
      s`<rect width="${size}" height="${size}" fill="${c1}"/>`,
      `<path d="${diagonals}" stroke="${c4}" stroke-width="4"/>`,
      ...corners.map(
        ([x, y]) =>
          s`<polygon points="${star(x, y, size * 0.24)}" fill="${c3}" stroke="${c4}" stroke-width="3"/>`,
      ),
      s`<polygon points="${star(m, m, size * 0.36)}" fill="${c2}" stroke="${c4}" stroke-width="4"/>`,
      s`<circle cx="${m}" cy="${m}" r="${size * 0.15}" fill="${c3}"/>`,
      s`<polygon points="${star(m, m, size * 0.11, 0.6)}" fill="${c1}"/>`,
      ...edges.map(([x, y]) => s`<circle cx="${x}" cy="${y}" r="${size * 0.05}" fill="${c4}"/>`),
    ].join('')
  }
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      s`<ellipse cx="${m}" cy="${m - size * 0.2}" rx="${size * 0.07}" ry="${size * 0.17}" fill="${c2}" stroke="${c3}" stroke-width="2" transform="rotate(${i * 45} ${m} ${m})"/>`,
  )
  return [
    s`<rect width="${size}" height="${size}" fill="${c1}"/>`,
    ...corners.map(
      ([x, y]) =>
        s`<circle cx="${x}" cy="${y}" r="${size * 0.3}" fill="${c3}"/><circle cx="${x}" cy="${y}" r="${size * 0.22}" fill="${c2}"/><circle cx="${x}" cy="${y}" r="${size * 0.1}" fill="${c4}"/>`,
    ),
    ...petals,
    s`<circle cx="${m}" cy="${m}" r="${size * 0.09}" fill="${c4}" stroke="${c3}" stroke-width="3"/>`,
  ].join('')
}

export function tile(art: Art): string {
  const rng = art.rng
  const [size, cols, rows] = rng.pick([
    [160, 5, 3],
    [180, 4, 3],
    [130, 6, 4],
  ] as const)
  const [w, h] = [cols * size, rows * size]
  const [x0, y0] = [600 - w / 2, 430 - h / 2]
  const wall = art.pattern(size, size, tileCell(rng, size), `translate(${x0} ${y0})`)
  const grout: string[] = []
  for (let i = 0; i <= cols; i++) grout.push(s`M${x0 + i * size} ${y0}V${y0 + h}`)
  for (let j = 0; j <= rows; j++) grout.push(s`M${x0} ${y0 + j * size}H${x0 + w}`)
  const gloss = art.linear(
    [
      [0, '#ffffff', 0.32],
      [0.4, '#ffffff', 0.04],
      [0.75, '#ffffff', 0],
      [1, '#000000', 0.08],
    ],
    0,
    0,
    1,
    1,
  )
  // Each tile catches its own small highlight in the top-left corner.
  const shine = art.pattern(
    size,
    size,
    s`<path d="M6 6H${size * 0.45}L6 ${size * 0.45}Z" fill="#ffffff" opacity="0.16"/>`,
    `translate(${x0} ${y0})`,
  )
  return [
    shadow(art, 600, y0 + h + 26, w * 0.6, 30),
    s`<rect x="${x0 + 8}" y="${y0 + 10}" width="${w}" height="${h}" fill="#2a1a0a" opacity="0.2"/>`,
    s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${wall}"/>`,
    s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${shine}"/>`,
    `<path d="${grout.join('')}" stroke="#ece6d8" stroke-width="6" stroke-linecap="square"/>`,
    s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${gloss}"/>`,
  ].join('')
}

const FABRICS: readonly Hsl[] = [
  [352, 62, 32],
  [160, 45, 24],
  [222, 48, 26],
  [38, 62, 46],
  [40, 40, 86],
  [280, 30, 26],
  [15, 55, 42],
]

function boteh(x: number, y: number, k: number, rot: number, fill: string, line: string): string {
  return s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})"><path d="M0 12C-9 12 -12 3 -10 -4C-8 -11 0 -15 6 -18C3 -13 7 -9 9 -3C11 5 7 12 0 12Z" fill="${fill}"/><path d="M0 8C-5 8 -7 2 -6 -2C-5 -6 -1 -8 2 -9" stroke="${line}" stroke-width="1.6" fill="none"/><circle cx="0" cy="2" r="2" fill="${line}"/></g>`
}

function fabricPattern(art: Art, base: Hsl, motif: Hsl, transform = ''): string {
  const [b, m] = [hex(base), hex(motif)]
  const line = tone(base, base[2] > 60 ? -30 : 30)
  const cell = [
    `<rect width="64" height="64" fill="${b}"/>`,
    boteh(18, 24, 1.25, -20, m, line),
    boteh(50, 56, 1.25, 160, m, line),
    s`<circle cx="50" cy="14" r="2.5" fill="${m}"/><circle cx="16" cy="50" r="2.5" fill="${m}"/>`,
    s`<path d="M0 0H64" stroke="${m}" stroke-width="1" opacity="0.4"/>`,
  ].join('')
  return art.pattern(64, 64, cell, transform)
}

export function textile(art: Art): string {
  const rng = art.rng
  const fabrics = rng.shuffle(FABRICS).slice(0, 5)
  const motifFor = (base: Hsl): Hsl => (base[2] > 60 ? [352, 55, 36] : [40, 65, 62])
  const roll = art.linear([
    [0, '#ffffff', 0.28],
    [0.3, '#ffffff', 0],
    [0.75, '#000000', 0.08],
    [1, '#000000', 0.35],
  ])
  const folds: string[] = []
  const [count, h] = [rng.int(4, 5), 66]
  let y = 720 - h
  let top = { l: 0, r: 0, y: 0 }
  for (let i = 0; i < count; i++) {
    const base = vary(rng, fabrics[i % fabrics.length]!, 4, 3)
    const fill = fabricPattern(art, base, motifFor(base))
    const [l, r] = [330 + rng.jitter(16) - i * 4, 850 + rng.jitter(16) + i * 4].map((v) => v - 40) as [
      number,
      number,
    ]
    const trim = tone(motifFor(base), -5)
    folds.push(
      s`<rect x="${l}" y="${y}" width="${r - l}" height="${h}" rx="${h * 0.36}" fill="${fill}"/>`,
      s`<path d="M${l + 24} ${y + 9}H${r - 24}M${l + 24} ${y + h - 9}H${r - 24}" stroke="${trim}" stroke-width="4"/>`,
      s`<rect x="${l}" y="${y}" width="${r - l}" height="${h}" rx="${h * 0.36}" fill="${roll}"/>`,
    )
    top = { l, r, y }
    y -= h - 4
  }
  const topBase = vary(rng, fabrics[(count - 1) % fabrics.length]!, 2, 2)
  const topFill = fabricPattern(art, topBase, motifFor(topBase), 'scale(1 0.55)')
  const back = top.y - 90
  const topFace = s`M${top.l + 20} ${top.y + 20}L${top.l + 70} ${back}H${top.r - 70}L${top.r - 20} ${top.y + 20}Z`
  const topShade = art.linear([
    [0, '#000000', 0.18],
    [1, '#ffffff', 0.12],
  ])
  // A drape of a sixth fabric spilling from the stack onto the floor.
  const drapeBase = vary(rng, fabrics[4] ?? FABRICS[0]!, 3, 3)
  const drapeFill = fabricPattern(art, drapeBase, motifFor(drapeBase))
  const dx = top.r - 20
  const drape = s`M${dx - 30} ${top.y + 30}C${dx + 60} ${top.y + 20} ${dx + 90} ${top.y + 120} ${dx + 110} ${top.y + 260}C${dx + 130} ${top.y + 330} ${dx + 180} ${740} ${dx + 230} ${760}L${dx + 120} ${790}L${dx + 10} ${760}C${dx + 30} ${700} ${dx + 10} ${top.y + 200} ${dx - 30} ${top.y + 30}Z`
  const folding = art.linear(
    [
      [0, '#000000', 0.3],
      [0.3, '#ffffff', 0.15],
      [0.55, '#000000', 0.2],
      [0.8, '#ffffff', 0.12],
      [1, '#000000', 0.3],
    ],
    0,
    0,
    1,
    0.2,
  )
  const tassels: string[] = []
  for (let i = 0; i <= 12; i++) {
    const t = i / 12
    const [fx, fy] =
      t < 0.5 ? [dx + 10 + t * 220, 760 + t * 60] : [dx + 120 + (t - 0.5) * 220, 790 - (t - 0.5) * 60]
    tassels.push(s`M${fx} ${fy}l${rng.jitter(3)} ${16 + rng.range(0, 6)}`)
  }
  return [
    shadow(art, 580, 735, 360, 40),
    folds.join(''),
    `<path d="${topFace}" fill="${topFill}"/>`,
    `<path d="${topFace}" fill="${topShade}"/>`,
    shadow(art, dx + 120, 790, 140, 22, 0.25),
    `<path d="${drape}" fill="${drapeFill}"/>`,
    `<path d="${drape}" fill="${folding}"/>`,
    `<path d="${tassels.join('')}" stroke="${tone(motifFor(drapeBase), -10)}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('')
}
