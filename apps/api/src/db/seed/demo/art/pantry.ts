/** Product pictures of tea, dried herbs and flowers, and spices (see draw-demo-art.ts). */
import { type Art, blob, type Hsl, hex, type Rng, s, shadow, tone, vary } from './kit.ts'
import { bowl, GLAZES, heapPath, heapPoints, WOOD } from './vessels.ts'

/** The outline of an estekan, the waisted Persian tea glass, standing on (cx, foot). */
function estekanPath(cx: number, top: number, foot: number, w: number): string {
  const h = foot - top
  const waist = top + h * 0.5
  return s`M${cx - w} ${top}C${cx - w} ${top + h * 0.28} ${cx - w * 0.62} ${waist - h * 0.1} ${cx - w * 0.62} ${waist}C${cx - w * 0.62} ${waist + h * 0.22} ${cx - w * 0.92} ${foot - h * 0.1} ${cx - w * 0.9} ${foot}A${w * 0.9} ${w * 0.16} 0 0 0 ${cx + w * 0.9} ${foot}C${cx + w * 0.92} ${foot - h * 0.1} ${cx + w * 0.62} ${waist + h * 0.22} ${cx + w * 0.62} ${waist}C${cx + w * 0.62} ${waist - h * 0.1} ${cx + w} ${top + h * 0.28} ${cx + w} ${top}Z`
}

function leaf(x: number, y: number, len: number, rot: number, fill: string, vein: string): string {
  const w = len * 0.38
  return s`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0C${len * 0.3} ${-w} ${len * 0.75} ${-w * 0.8} ${len} 0C${len * 0.75} ${w * 0.8} ${len * 0.3} ${w} 0 0Z" fill="${fill}"/><path d="M${len * 0.05} 0L${len * 0.9} 0" stroke="${vein}" stroke-width="2" fill="none"/></g>`
}

export function tea(art: Art): string {
  const rng = art.rng
  const flip = rng.chance(0.5) ? -1 : 1
  const cx = 600 + flip * 110
  const [top, foot, w] = [250, 610, 112]
  const teaTop = top + 34
  const amber: Hsl = [18 + rng.jitter(6), 88, 34 + rng.jitter(4)]
  const liquid = art.linear(
    [
      [0, tone(amber, -10)],
      [0.35, tone(amber, 16, 0, 10)],
      [0.6, hex(amber)],
      [1, tone(amber, -14)],
    ],
    0,
    0,
    1,
    0,
  )
  const surface = art.radial([
    [0, tone(amber, 24, 0, 14)],
    [1, tone(amber, 4, 0, 6)],
  ])
  const saucerGlaze = rng.pick(GLAZES.slice(0, 3))
  const saucer = art.linear([
    [0, tone(saucerGlaze, 6)],
    [1, tone(saucerGlaze, -8)],
  ])
  const outline = estekanPath(cx, top, foot, w)
  const clip = art.clip(`<path d="${outline}"/>`)
  const glass = [
    s`<g clip-path="${clip}"><rect x="${cx - w}" y="${teaTop}" width="${w * 2}" height="${foot - teaTop + 30}" fill="${liquid}"/>`,
    s`<rect x="${cx - w}" y="${top - 20}" width="${w * 2}" height="${teaTop - top + 20}" fill="#ffffff" opacity="0.35"/>`,
    s`<rect x="${cx - w}" y="${foot - 26}" width="${w * 2}" height="40" fill="#fff3e0" opacity="0.45"/></g>`,
    s`<ellipse cx="${cx}" cy="${teaTop}" rx="${w * 0.985}" ry="${w * 0.17}" fill="${surface}"/>`,
    s`<ellipse cx="${cx - w * 0.3}" cy="${teaTop}" rx="${w * 0.35}" ry="${w * 0.05}" fill="#ffffff" opacity="0.35"/>`,
    s`<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.75"/>`,
    s`<ellipse cx="${cx}" cy="${top}" rx="${w}" ry="${w * 0.17}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.85"/>`,
    s`<path d="M${cx - w * 0.78} ${top + 30}C${cx - w * 0.76} ${top + 110} ${cx - w * 0.46} ${top + 150} ${cx - w * 0.44} ${top + 200}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>`,
  ].join('')
  const steam = [0, 1, 2]
    .map((i) => {
      const x = cx - 40 + i * 40 + rng.jitter(10)
      const sway = rng.range(14, 24)
      return s`<path d="M${x} ${top - 30}C${x - sway} ${top - 70} ${x + sway} ${top - 110} ${x} ${top - 160}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>`
    })
    .join('')
  // Loose black tea on the other side, and a few fresh leaves.
  const heapX = 600 - flip * 250
  const heap = { cx: heapX, baseY: 700, w: 170, d: 38, h: 90 }
  const curls = heapPoints(rng, 320, heap, 0.9)
    .map((p) => {
      const a = rng.range(0, 360)
      const light = 10 + p.lift * 10 + rng.range(0, 6)
      return s`<path d="M${-9} 0Q0 ${rng.jitter(8)} 9 0" transform="translate(${p.x} ${p.y}) rotate(${a})" stroke="${hex([30 + rng.jitter(20), 30, light])}"/>`
    })
    .join('')
  const green: Hsl = [105, 42, 36]
  const leaves = [0, 1, 2]
    .map((i) =>
      leaf(
        heapX + flip * (40 + i * 50),
        745 + i * 12,
        110,
        flip > 0 ? -20 + i * 30 : 200 - i * 30,
        tone(green, i * 6),
        tone(green, 18),
      ),
    )
    .join('')
  return [
    shadow(art, heapX, 716, 210, 40, 0.28),
    s`<path d="${heapPath(heap)}" fill="#2a1d12"/>`,
    `<g stroke-width="5" stroke-linecap="round" fill="none">${curls}</g>`,
    leaves,
    shadow(art, cx, foot + 24, 300, 60),
    s`<ellipse cx="${cx}" cy="${foot + 12}" rx="240" ry="60" fill="${tone(saucerGlaze, -22)}"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="240" ry="60" fill="${saucer}"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="226" ry="54" fill="none" stroke="#d4a437" stroke-width="5"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="150" ry="34" fill="${tone(saucerGlaze, -6)}"/>`,
    s`<ellipse cx="${cx + w * 0.5}" cy="${foot + 12}" rx="${w * 1.1}" ry="22" fill="${hex(amber)}" opacity="0.3"/>`,
    glass,
    steam,
  ].join('')
}

type Flower = 'rosebud' | 'chamomile' | 'borage'

function flowerHead(rng: Rng, kind: Flower, x: number, y: number, fills: Record<Flower, string>): string {
  const rot = rng.range(0, 360)
  const k = rng.range(0.85, 1.15)
  const g = (inner: string) => s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">${inner}</g>`
  if (kind === 'rosebud') {
    return g(
      s`<path d="M-14 -22C-6 -34 6 -34 14 -22C20 -10 18 4 12 12C6 16 -6 16 -12 12C-18 4 -20 -10 -14 -22Z" fill="${fills.rosebud}" stroke="#7a1f3d" stroke-width="1.2"/><path d="M-6 -24Q0 -6 -4 12M6 -22Q2 -4 6 12" stroke="#8a2a4a" stroke-width="2" fill="none" opacity="0.55"/><path d="M-13 10L-20 24L-6 16L0 28L6 16L20 24L13 10Z" fill="#5f6b2e"/>`,
    )
  }
  if (kind === 'chamomile') {
    const petals = Array.from(
      { length: 12 },
      (_, i) => s`<ellipse cx="0" cy="-17" rx="5" ry="11" transform="rotate(${i * 30 + rng.jitter(6)})"/>`,
    )
    return g(
      s`<g fill="#fbf7ea" stroke="#d9cfae" stroke-width="1">${petals.join('')}</g><circle r="10" fill="${fills.chamomile}"/>`,
    )
  }
  const petals = Array.from(
    { length: 5 },
    (_, i) => s`<path d="M0 0L-8 -20L0 -27L8 -20Z" transform="rotate(${i * 72})"/>`,
  )
  return g(
    s`<g fill="${fills.borage}" stroke="#3c2a78" stroke-width="1">${petals.join('')}</g><circle r="5" fill="#2a1f3f"/>`,
  )
}

export function herbs(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const rimY = 500
  const kind = rng.pick<Flower>(['rosebud', 'rosebud', 'chamomile', 'borage'])
  const pink: Hsl = [338 + rng.jitter(8), 55, 56]
  const fills: Record<Flower, string> = {
    rosebud: art.radial(
      [
        [0, tone(pink, 16)],
        [0.6, hex(pink)],
        [1, tone(pink, -16)],
      ],
      0.4,
      0.3,
      0.7,
    ),
    chamomile: art.radial(
      [
        [0, '#ffd84a'],
        [1, '#d9971c'],
      ],
      0.4,
      0.35,
      0.6,
    ),
    borage: art.radial(
      [
        [0, '#9a8ce6'],
        [1, '#5a47b8'],
      ],
      0.5,
      0.8,
      0.9,
    ),
  }
  const under = { rosebud: '#6e2036', chamomile: '#b5a36a', borage: '#3a2d6a' }[kind]
  const heap = { cx, baseY: rimY + 10, w: 300, d: 72, h: rng.range(170, 210) }
  const items = heapPoints(rng, kind === 'borage' ? 300 : 240, heap, 0.75)
    .map((p) => flowerHead(rng, kind, p.x, p.y, fills))
    .join('')
  const basket = rng.chance(0.5) ? vary(rng, WOOD) : rng.pick(GLAZES)
  const loose: string[] = []
  for (let i = 0; i < 8; i++) {
    const side = i % 2 === 0 ? -1 : 1
    loose.push(flowerHead(rng, kind, cx + side * rng.range(360, 470), rng.range(680, 790), fills))
  }
  const petals = Array.from({ length: 10 }, () => {
    const [x, y] = [cx + rng.jitter(420), rng.range(730, 800)]
    return s`<path d="${blob(rng, x, y, 12, 7, 6, 0.3)}" fill="${{ rosebud: tone(pink, 6), chamomile: '#f4eed8', borage: '#7d6dd0' }[kind]}" opacity="0.85"/>`
  })
  return [
    bowl(art, cx, rimY, 330, 150, basket, s`<path d="${heapPath(heap)}" fill="${under}"/>${items}`),
    petals.join(''),
    loose.join(''),
  ].join('')
}

type Spice = { color: Hsl; grain: 'powder' | 'seed' | 'round' }

const SPICES: readonly Spice[] = [
  { color: [44, 88, 50], grain: 'powder' }, // turmeric
  { color: [32, 40, 42], grain: 'seed' }, // cumin
  { color: [356, 52, 34], grain: 'powder' }, // sumac
  { color: [10, 78, 44], grain: 'powder' }, // chilli
  { color: [24, 55, 42], grain: 'powder' }, // cinnamon
  { color: [25, 12, 22], grain: 'round' }, // black pepper
  { color: [80, 30, 46], grain: 'seed' }, // cardamom
]

function spiceBowl(art: Art, cx: number, rimY: number, rx: number, spice: Spice, glaze: Hsl): string {
  const rng = art.rng
  const { color, grain } = spice
  const powder = grain === 'powder'
  const heap = { cx, baseY: rimY + 4, w: rx * 0.94, d: rx * 0.22, h: rx * rng.range(0.6, 0.75), cone: powder }
  const fill = art.linear(
    [
      [0, tone(color, 10)],
      [0.45, tone(color, 4)],
      [1, tone(color, -12)],
    ],
    0,
    0,
    1,
    0.4,
  )
  const size = { powder: 0, seed: rx * 0.07, round: rx * 0.045 }[grain]
  const grains = heapPoints(rng, powder ? 140 : grain === 'seed' ? 240 : 280, heap, 1)
    .map((p) => {
      const c = tone(color, rng.jitter(12) + p.lift * 6)
      if (powder)
        return s`<circle cx="${p.x}" cy="${p.y}" r="${rng.range(1.2, 3)}" fill="${c}" opacity="0.8"/>`
      if (grain === 'round')
        return s`<circle cx="${p.x}" cy="${p.y}" r="${size}" fill="${c}"/><circle cx="${p.x - size * 0.3}" cy="${p.y - size * 0.3}" r="${size * 0.35}" fill="#fff" opacity="0.25"/>`
      return s`<ellipse cx="${p.x}" cy="${p.y}" rx="${size}" ry="${size * 0.42}" fill="${c}" transform="rotate(${rng.range(0, 180)} ${p.x} ${p.y})"/>`
    })
    .join('')
  const contents = s`<path d="${heapPath(heap)}" fill="${powder ? fill : tone(color, -14)}"/>${grains}`
  return bowl(art, cx, rimY, rx, rx * 0.5, glaze, contents)
}

export function spice(art: Art): string {
  const rng = art.rng
  const [a, b, c] = rng.shuffle(SPICES)
  const glaze = rng.chance(0.5) ? vary(rng, WOOD) : rng.pick(GLAZES)
  const mixed = rng.chance(0.4)
  const glazeFor = () => (mixed ? rng.pick(GLAZES) : glaze)
  const sticks = Array.from({ length: 3 }, (_, i) => {
    const [x, y] = [600 + rng.jitter(40) + i * 16, 800 - i * 10]
    return s`<g transform="rotate(${-8 + i * 5} ${x} ${y})"><rect x="${x - 120}" y="${y - 9}" width="240" height="18" rx="8" fill="#9a5a2c"/><path d="M${x - 116} ${y - 2}H${x + 116}" stroke="#c98a54" stroke-width="4"/><ellipse cx="${x + 120}" cy="${y}" rx="5" ry="9" fill="#6e3c1a"/></g>`
  })
  return [
    spiceBowl(art, 600, 440, 190, a!, glazeFor()),
    spiceBowl(art, 330, 600, 210, b!, glazeFor()),
    spiceBowl(art, 870, 600, 210, c!, glazeFor()),
    shadow(art, 620, 808, 200, 20, 0.25),
    sticks.join(''),
  ].join('')
}
